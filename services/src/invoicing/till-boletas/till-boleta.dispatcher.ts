import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { hasBoleta } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { listInvoiceSetups } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { tillSalesWithoutBoleta } from '@tradedesk/projections/invoicing/till-boletas/till-boletas.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { SYSTEM_ACTOR } from '../../platform/actors.js';
import type { EventStore } from '../../platform/event-store/event-store.js';
import { DATABASE, EVENT_STORE } from '../../platform/tokens.js';
import { IssueTillBoletaCommand } from './issue-till-boleta/issue-till-boleta.command.js';
import type { TillBoletaOutcome } from './issue-till-boleta/issue-till-boleta.handler.js';

/** How often pending boletas are tried again (and sales whose reaction was lost picked up). */
export const TILL_BOLETA_RETRY_MS = 60_000;
/** A sale without a boleta row this long after it was recorded is taken by the retry (its reaction was lost). */
const LOST_AFTER_MS = 30_000;
/** How far back the retry looks for sales whose reaction was lost. */
const LOST_WITHIN_MS = 24 * 3600_000;

/**
 * Boletas of till sales (docs/invoicing-es-latam.md "Boletas from the POS till"): when a sale is
 * recorded at the till (online, or an offline till's queued sale arriving), its boleta is issued
 * after the sale has committed, in the process that recorded it: the sale never waits on
 * invoicing and is never refused for it. Every TILL_BOLETA_RETRY_MS the pending ones (no folio
 * left, ...) are tried again, and sales of the last day with no attempt at all (the process
 * stopped right after the sale) are taken. Attempts are one at a time per process; two processes
 * (or a retry racing the reaction) issue one boleta per sale: its invoice id is made from the sale id.
 */
@Injectable()
export class TillBoletaDispatcher implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('TillBoletaDispatcher');
  private stop: () => void = () => undefined;
  private timer: ReturnType<typeof setInterval> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit() {
    this.stop = this.store.onAppended((events: readonly StoredEvent[]) => {
      for (const e of events)
        if (e.type === 'PosSaleRecorded') void this.issue((e.data as { saleId: string }).saleId, e.metadata?.correlationId).catch(() => undefined);
    });
    this.timer = setInterval(() => void this.retry().catch((err) => this.log.warn(`retrying boletas: ${err?.message ?? err}`)), TILL_BOLETA_RETRY_MS);
    this.timer.unref?.();
  }

  onModuleDestroy() {
    this.stop();
    if (this.timer) clearInterval(this.timer);
  }

  /** One sale's boleta, after the attempts queued before it. */
  issue(saleId: string, correlationId?: string): Promise<TillBoletaOutcome> {
    const run = this.queue.then(() => this.commands.execute<IssueTillBoletaCommand, TillBoletaOutcome>(new IssueTillBoletaCommand(saleId, { userId: SYSTEM_ACTOR, correlationId })));
    this.queue = run.catch((err) => this.log.warn(`boleta of till sale ${saleId}: ${err?.message ?? err}`));
    return run;
  }

  /** The pending boletas and the lost reactions, tried again (nothing when no setup issues boletas). */
  async retry(now = new Date()): Promise<TillBoletaOutcome[]> {
    if (!(await listInvoiceSetups(this.db)).some((s) => hasBoleta(s.country) && s.tillBoletas === true)) return [];
    const ids = await tillSalesWithoutBoleta(this.db, { since: new Date(now.getTime() - LOST_WITHIN_MS), before: new Date(now.getTime() - LOST_AFTER_MS), limit: 50 });
    const out: TillBoletaOutcome[] = [];
    for (const id of ids) out.push(await this.issue(id).catch(() => ({ status: 'pending' as const, reason: 'error' })));
    return out;
  }
}
