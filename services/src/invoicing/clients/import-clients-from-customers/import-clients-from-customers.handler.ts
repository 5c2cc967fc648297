import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceClientStreamId } from '@tradedesk/contracts/invoicing/invoice-clients';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { getCustomer } from '@tradedesk/projections/customers/customers/customers.query';
import { clientIdsOfCustomers } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { ApiException } from '../../../platform/http/errors.js';
import { DATABASE } from '../../../platform/tokens.js';
import { invoiceClientDecider } from '../invoice-client.decider.js';
import { customerToClient } from './customer-to-client.js';
import { ImportClientsFromCustomersCommand } from './import-clients-from-customers.command.js';

/** The client id of a customer in one import: derived from the command id, so a retry targets the same streams. */
const clientIdOf = (commandId: string, customerId: string) => {
  const h = createHash('sha256').update(`${commandId}:${customerId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

@CommandHandler(ImportClientsFromCustomersCommand)
export class ImportClientsFromCustomersHandler implements ICommandHandler<ImportClientsFromCustomersCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /**
   * Every customer picked becomes a client with its tax id checked by its country's rule, in one
   * transaction; one that cannot (unknown, a client already, no invoicing country, a bad tax id,
   * no city) refuses the whole import (400 import_refused naming each), nothing created.
   */
  async execute({ body, env }: ImportClientsFromCustomersCommand) {
    const ids = [...new Set(body.customerIds)];
    const [customers, already] = await Promise.all([Promise.all(ids.map((id) => getCustomer(this.db, id))), clientIdsOfCustomers(this.db, ids)]);
    const problems: { path: string; message: string }[] = [];
    const made = ids.flatMap((id, i) => {
      const c = customers[i];
      if (!c) return problems.push({ path: `customer ${id}`, message: 'no such customer' }), [];
      if (already.has(id)) return problems.push({ path: `customer ${c.code}`, message: `already the invoice client ${already.get(id)}` }), [];
      const r = customerToClient(c);
      if ('problem' in r) return problems.push({ path: `customer ${c.code}.${r.problem.split(':')[0]}`, message: r.problem.slice(r.problem.indexOf(':') + 1).trim() }), [];
      return [{ clientId: clientIdOf(body.commandId, id), fields: r.fields }];
    });
    // A retry of an import that went through: its customers are clients now; answer the first result.
    const prior = await this.runtime.prior({ ...env, commandId: body.commandId });
    if (prior) return { created: prior.length, ids: prior.map((p) => p.streamId.slice(p.streamId.indexOf('-') + 1)), duplicate: true };
    if (problems.length)
      throw new ApiException(400, ErrorCode.DomainRuleViolated, `Nothing imported: ${problems.length} of ${ids.length} customers cannot be invoice clients.`, problems, 'import_refused', { refused: problems.length, total: ids.length });
    const byStream = new Map(made.map((m) => [invoiceClientStreamId(m.clientId), m]));
    const r = await this.runtime.runEach(invoiceClientDecider, [...byStream.keys()], (_s, streamId) => ({ type: 'CreateInvoiceClient' as const, ...byStream.get(streamId)! }), { ...env, commandId: body.commandId });
    return { created: r.results.length, ids: made.map((m) => m.clientId), globalPosition: r.results.at(-1)?.globalPosition, duplicate: r.duplicate };
  }
}
