import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { issueInvoiceBody } from '@tradedesk/contracts/invoicing/invoice';
import { tillBoletaStreamId } from '@tradedesk/contracts/invoicing/till-boletas';
import type { Database } from '@tradedesk/projections/platform/sql';
import { getTillSale } from '@tradedesk/projections/pos/pos-sales/pos-sales.query';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { DATABASE } from '../../../platform/tokens.js';
import { IssueInvoiceCommand } from '../../documents/issue-invoice/issue-invoice.command.js';
import { InvoiceFactsLoader } from '../../invoice-facts.loader.js';
import { tillBoletaDecider } from '../till-boleta.decider.js';
import { IssueTillBoletaCommand } from './issue-till-boleta.command.js';
import { decideTillBoleta } from './issue-till-boleta.decide.js';

/**
 * The boleta's invoice id (and command id) made from the sale's id (a name-based UUID, version 5
 * layout): every attempt at one sale's boleta, in any process, names the same invoice stream, so
 * a second attempt meets the first's boleta (answered as a duplicate) and a race has one winner.
 */
export function tillBoletaInvoiceId(saleId: string): string {
  const h = createHash('sha1').update(`till-boleta:${saleId}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

export type TillBoletaOutcome = { status: 'none' } | { status: 'issued'; invoiceId: string; number: string; duplicate: boolean } | { status: 'pending'; reason: string };

@CommandHandler(IssueTillBoletaCommand)
export class IssueTillBoletaHandler implements ICommandHandler<IssueTillBoletaCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly commands: CommandBus,
    private readonly facts: InvoiceFactsLoader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** Loads the sale, decides its boleta, issues it through IssueInvoice (its rules, numbering and folios); a refusal is recorded as the sale's pending reason. */
  async execute({ saleId, env }: IssueTillBoletaCommand): Promise<TillBoletaOutcome> {
    const sale = await getTillSale(this.db, saleId);
    if (!sale) return { status: 'none' };
    const decision = decideTillBoleta(sale, await this.facts.forIssueTillBoleta(sale.customerId));
    if (decision.kind === 'none') return { status: 'none' };
    if (decision.kind === 'refused') return this.refused(saleId, decision.setupId, decision.reason, decision.message, env);
    const invoiceId = tillBoletaInvoiceId(saleId);
    try {
      const r = await this.commands.execute(
        new IssueInvoiceCommand({ ...issueInvoiceBody.parse(decision.request), commandId: invoiceId }, { ...env, commandId: invoiceId, correlationId: env.correlationId ?? saleId }, { saleId, receiptNo: sale.receiptNo }),
      );
      return { status: 'issued', invoiceId: r.id, number: r.number, duplicate: r.duplicate };
    } catch (e) {
      if (e instanceof DomainError) return this.refused(saleId, decision.request.setupId, e.code, e.message, env);
      throw e;
    }
  }

  private async refused(saleId: string, setupId: string | null, reason: string, message: string, env: IssueTillBoletaCommand['env']): Promise<TillBoletaOutcome> {
    await this.runtime.run(tillBoletaDecider, tillBoletaStreamId(saleId), { type: 'RecordTillBoletaFailure', saleId, setupId, reason, message }, { userId: env.userId, correlationId: env.correlationId ?? saleId });
    return { status: 'pending', reason };
  }
}
