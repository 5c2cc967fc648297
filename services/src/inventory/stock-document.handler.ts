import { Inject, Injectable } from '@nestjs/common';
import type { NewEvent } from '@tradedesk/contracts/platform/events';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { type CommandEnvelope, CommandRuntime, metadataOf } from '../platform/cqrs/command-runtime.js';
import { ConcurrencyError } from '../platform/event-store/errors.js';
import type { AppendRequest } from '../platform/event-store/event-store.js';
import { DATABASE } from '../platform/tokens.js';
import { businessDay, documentNumber, numberStreamId } from './document-numbers.js';

export interface DocumentResult {
  id: string;
  number: string;
  streamVersion: number;
  globalPosition: string;
  duplicate: boolean;
}

/**
 * Appends a new stock document together with its number, in one transaction with the inline
 * stock projection (which refuses negative stock when the company says so). A number taken by a
 * concurrent document, or stock changed under us, means deciding again (up to 3 times).
 */
@Injectable()
export class StockDocumentWriter {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async create(
    prefix: string,
    streamId: string,
    id: string,
    env: CommandEnvelope,
    decide: (number: string) => Promise<NewEvent[]>,
    /** Streams of other documents the decision caused (e.g. defective lots), same transaction. */
    extra: (number: string, events: NewEvent[]) => AppendRequest[] = () => [],
  ): Promise<DocumentResult> {
    const store = this.runtime.store;
    if (env.commandId) {
      const prior = await store.findCommand(env.commandId);
      const doc = prior?.find((r) => r.streamId === streamId) ?? prior?.find((r) => !r.streamId.startsWith('numbers-'));
      if (doc) {
        const first = (await store.readStream(doc.streamId, { toVersion: 1 })).events[0];
        return { id: doc.streamId.slice(doc.streamId.indexOf('-') + 1), number: (first?.data as any)?.number ?? '', streamVersion: doc.streamVersion, globalPosition: doc.globalPosition, duplicate: true };
      }
    }
    const offset = await readCompanySetting(this.db, 'SystemTimeZone');
    for (let attempt = 0; ; attempt++) {
      const day = businessDay(this.runtime.clock(), Number(offset));
      const counter = numberStreamId(prefix, day);
      const version = await store.streamVersion(counter);
      const { number, event } = documentNumber(prefix, day, version);
      const events = await decide(number);
      try {
        const results = await store.appendMany(
          [
            { streamId: counter, expectedVersion: version, events: [event] },
            { streamId, expectedVersion: 'no_stream', events },
            ...extra(number, events),
          ],
          metadataOf(env, this.runtime.newId),
          { inline: this.runtime.inlineHook },
        );
        const doc = results.find((r) => r.streamId === streamId)!;
        return { id, number, streamVersion: doc.streamVersion, globalPosition: doc.globalPosition, duplicate: doc.duplicate };
      } catch (e) {
        if (e instanceof ConcurrencyError && e.streamId === counter && attempt < 3) continue;
        throw e;
      }
    }
  }

  /**
   * Several new documents of one kind in ONE transaction (a batch import): consecutive numbers
   * from the day's counter, every document stream, all inline projections; all or nothing.
   * `extra` may add streams of other documents the decisions caused (same transaction).
   */
  async createMany(
    prefix: string,
    docs: { streamId: string; id: string }[],
    env: CommandEnvelope,
    decide: (numbers: string[]) => Promise<NewEvent[][]>,
  ): Promise<DocumentResult[]> {
    const store = this.runtime.store;
    if (env.commandId) {
      const prior = await store.findCommand(env.commandId);
      if (prior) {
        const mine = prior.filter((r) => !r.streamId.startsWith('numbers-'));
        return Promise.all(
          mine.map(async (doc) => {
            const first = (await store.readStream(doc.streamId, { toVersion: 1 })).events[0];
            return { id: doc.streamId.slice(doc.streamId.indexOf('-') + 1), number: (first?.data as any)?.number ?? '', streamVersion: doc.streamVersion, globalPosition: doc.globalPosition, duplicate: true };
          }),
        );
      }
    }
    const offset = await readCompanySetting(this.db, 'SystemTimeZone');
    for (let attempt = 0; ; attempt++) {
      const day = businessDay(this.runtime.clock(), Number(offset));
      const counter = numberStreamId(prefix, day);
      const version = await store.streamVersion(counter);
      const issued = docs.map((_, i) => documentNumber(prefix, day, version + i));
      const decided = await decide(issued.map((x) => x.number));
      try {
        const results = await store.appendMany(
          [
            { streamId: counter, expectedVersion: version, events: issued.map((x) => x.event) },
            ...docs.map((d, i) => ({ streamId: d.streamId, expectedVersion: 'no_stream' as const, events: decided[i] })),
          ],
          metadataOf(env, this.runtime.newId),
          { inline: this.runtime.inlineHook },
        );
        return docs.map((d, i) => {
          const r = results.find((x) => x.streamId === d.streamId)!;
          return { id: d.id, number: issued[i].number, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
        });
      } catch (e) {
        if (e instanceof ConcurrencyError && e.streamId === counter && attempt < 3) continue;
        throw e;
      }
    }
  }
}
