import { Inject, Injectable } from '@nestjs/common';
import type { NewEvent, StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Database } from '@tradedesk/projections/platform/sql';
import { ProjectionRefusal } from '@tradedesk/projections/platform/projector';
import { CompanySettingsReader } from '../cache/company-settings.reader.js';
import { appendOptions, type CommandEnvelope, CommandRuntime, metadataOf } from '../cqrs/command-runtime.js';
import { CommandIdReusedError, ConcurrencyError, DomainError } from '../event-store/errors.js';
import type { AppendRequest, AppendResult } from '../event-store/event-store.js';
import { ApiException } from '../http/errors.js';
import { DATABASE } from '../tokens.js';
import { documentNumber, giveBackNumbers, numberCounter, numberDay, takeNumbers } from './document-numbers.js';

export interface DocumentResult {
  id: string;
  number: string;
  streamVersion: number;
  globalPosition: string;
  duplicate: boolean;
  /** The document's events as stored (a new document; absent for a retried command's answer). */
  events?: StoredEvent[];
}

/** Refusals that certainly wrote nothing (a failed commit may have written: its numbers are kept). */
function refusedBeforeCommit(e: unknown): boolean {
  return e instanceof DomainError || e instanceof ConcurrencyError || e instanceof CommandIdReusedError || e instanceof ProjectionRefusal || e instanceof ApiException;
}

/** How a series gives numbers (docs/architecture.md "Document numbers"). */
export interface NumberingOptions {
  /**
   * A legal series (invoices): no gaps. The number is taken inside the document's transaction and
   * concurrent issuers queue on the series row until commit. Default: numbers are taken first,
   * in a statement of their own, so cashiers never wait on each other; a refused document leaves
   * a gap in the day's numbers, which is allowed for orders, counts and transfers.
   */
  gapless?: boolean;
  /**
   * A series of its own instead of PREFIX-YYYYMMDD-NNNN (invoices: per series and year): the
   * counter row's name and how its n-th number is written.
   */
  series?: { counter: string; format: (n: number) => string };
}

/**
 * Appends new documents together with their numbers, in one transaction with the inline
 * projections (stock on hand refuses negative stock when the company says so). Numbers come
 * from a counter row per prefix and business day (document-numbers.ts): never given twice, and
 * never a conflict for a document nobody else touched.
 */
@Injectable()
export class NumberedDocumentWriter {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader = new CompanySettingsReader(db),
  ) {}

  /** One new document on `streamId` (expected: no stream), its events built from its number. */
  async create(
    prefix: string,
    streamId: string,
    id: string,
    env: CommandEnvelope,
    decide: (number: string, sequence: number) => Promise<NewEvent[]>,
    opts: {
      idOf?: (streamId: string) => string;
      /** Streams of other documents the decision caused (e.g. defective lots), same transaction. */
      extra?: (number: string, events: NewEvent[]) => AppendRequest[];
    } & NumberingOptions = {},
  ): Promise<DocumentResult> {
    // No look for a retry first (one round trip less for every new document): a retried command
    // meets its original's record (or stream) in the append and gets the original's answer; one
    // whose decision is refused now (the original took the last stock) looks for it then.
    let appended: Awaited<ReturnType<NumberedDocumentWriter['appendNumbered']>>;
    try {
      appended = await this.appendNumbered(prefix, 1, env, async ([number], first) => {
        const events = await decide(number, first);
        return [{ streamId, expectedVersion: 'no_stream', events }, ...(opts.extra?.(number, events) ?? [])];
      }, opts);
    } catch (e) {
      const prior = env.commandId && refusedBeforeCommit(e) ? await this.prior(env, streamId, opts.idOf) : null;
      if (prior) return prior;
      throw e;
    }
    const { results, numbers } = appended;
    const doc = results.find((r) => r.streamId === streamId)!;
    // A retry that raced its original: the number is the one the original took.
    if (doc.duplicate) return (await this.prior(env, streamId, opts.idOf)) ?? { id, number: numbers[0], streamVersion: doc.streamVersion, globalPosition: doc.globalPosition, duplicate: true };
    return { id, number: numbers[0], streamVersion: doc.streamVersion, globalPosition: doc.globalPosition, duplicate: doc.duplicate, events: doc.events };
  }

  /** Several new documents of one kind in ONE transaction (a batch import): all or nothing. */
  async createMany(
    prefix: string,
    docs: { streamId: string; id: string }[],
    env: CommandEnvelope,
    decide: (numbers: string[]) => Promise<NewEvent[][]>,
    numbering: NumberingOptions = {},
  ): Promise<DocumentResult[]> {
    if (await this.runtime.prior(env)) {
      const replayed = await Promise.all(docs.map((d) => this.prior(env, d.streamId)));
      if (replayed.every((r) => r !== null)) return replayed as DocumentResult[];
    }
    const { results, numbers } = await this.appendNumbered(prefix, docs.length, env, async (nums) => {
      const decided = await decide(nums);
      return docs.map((d, i) => ({ streamId: d.streamId, expectedVersion: 'no_stream' as const, events: decided[i] }));
    }, numbering);
    return docs.map((d, i) => {
      const r = results.find((x) => x.streamId === d.streamId)!;
      return { id: d.id, number: numbers[i], streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
    });
  }

  /**
   * `count` numbers of `prefix`, and the appends built from them, in one transaction. `build`
   * may name any streams (new documents, existing ones with their expected versions).
   */
  async appendNumbered(
    prefix: string,
    count: number,
    env: CommandEnvelope,
    build: (numbers: string[], first: number) => Promise<AppendRequest[]>,
    numbering: NumberingOptions = {},
  ): Promise<{ results: AppendResult[]; numbers: string[] }> {
    const store = this.runtime.store;
    const offset = await this.settings.get('SystemTimeZone');
    const day = numberDay(this.runtime.clock(), Number(offset));
    const counter = numbering.series?.counter ?? numberCounter(prefix, day);
    const format = numbering.series?.format ?? ((n: number) => documentNumber(prefix, day, n));
    const numbersFrom = (first: number) => Array.from({ length: count }, (_, i) => format(first + i));
    const meta = metadataOf(env, this.runtime.newId);
    const opts = appendOptions(env, { inline: this.runtime.inlineHook });
    if (numbering.gapless) {
      let numbers: string[] = [];
      const results = await store.appendMany([], meta, {
        ...opts,
        more: async (tx) => {
          const first = count ? await takeNumbers(tx, counter, count) : 0;
          numbers = count ? numbersFrom(first) : [];
          return build(numbers, first);
        },
      });
      return { results, numbers };
    }
    if (count === 0) return { results: await store.appendMany(await build([], 0), meta, opts), numbers: [] };
    const first = await takeNumbers(this.db, counter, count);
    const numbers = numbersFrom(first);
    let requests: AppendRequest[];
    try {
      requests = await build(numbers, first);
    } catch (e) {
      await giveBackNumbers(this.db, counter, first, count);
      throw e;
    }
    try {
      const results = await store.appendMany(requests, meta, opts);
      // A retry that raced its original: the original holds its own numbers.
      if (results.every((r) => r.duplicate)) await giveBackNumbers(this.db, counter, first, count);
      return { results, numbers };
    } catch (e) {
      if (refusedBeforeCommit(e)) await giveBackNumbers(this.db, counter, first, count);
      throw e;
    }
  }

  /**
   * The first answer of a command id seen before (a retried request), or null. `idOf` takes the
   * document id out of its stream id (default: what follows the first '-').
   */
  async prior(env: CommandEnvelope, streamId?: string, idOf = (s: string) => s.slice(s.indexOf('-') + 1)): Promise<DocumentResult | null> {
    const store = this.runtime.store;
    const prior = await this.runtime.prior(env);
    // Commands recorded before es.counters also name the counter stream they appended to.
    const doc = prior?.find((r) => r.streamId === streamId) ?? prior?.find((r) => !r.streamId.startsWith('numbers-'));
    if (!doc) return null;
    const first = (await store.readStream(doc.streamId, { toVersion: 1 })).events[0];
    return { id: idOf(doc.streamId), number: (first?.data as { number?: string })?.number ?? '', streamVersion: doc.streamVersion, globalPosition: doc.globalPosition, duplicate: true };
  }
}
