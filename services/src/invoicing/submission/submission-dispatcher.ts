import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { SYSTEM_ACTOR } from '../../platform/actors.js';
import type { EventStore } from '../../platform/event-store/event-store.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { QueueSubmissionCommand } from './queue-submission/queue-submission.command.js';

/**
 * Queues every issued invoice and credit note for the offices its company switched on, after the
 * issue has committed (in the process that issued it): issuing never waits on an office. A
 * document whose queueing was lost (the process stopped right after the commit) shows no
 * submission on its page and is sent with "send" there.
 */
@Injectable()
export class SubmissionDispatcher implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('SubmissionDispatcher');
  private stop: () => void = () => undefined;
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit() {
    this.stop = this.store.onAppended((events: readonly StoredEvent[]) => {
      for (const e of events)
        if (e.type === 'InvoiceIssued' || e.type === 'CreditNoteIssued') {
          const d = e.data as { invoiceId: string; kind: string };
          if (d.kind === 'proforma') continue;
          void this.commands.execute(new QueueSubmissionCommand(d.invoiceId, null, false, { userId: SYSTEM_ACTOR, correlationId: e.metadata?.correlationId })).catch((err) => this.log.warn(`queueing ${d.invoiceId}: ${err?.message ?? err}`));
        }
    });
  }

  onModuleDestroy() {
    this.stop();
  }
}
