import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceStreamId } from '@tradedesk/contracts/invoicing/invoice';
import { formatInvoiceNumber, seriesCounter } from '@tradedesk/contracts/invoicing/invoice-setup';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import { InvoiceFactsLoader } from '../../invoice-facts.loader.js';
import { invoiceDecider } from '../invoice.decider.js';
import { IssueInvoiceCommand } from './issue-invoice.command.js';

@CommandHandler(IssueInvoiceCommand)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoiceCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly facts: InvoiceFactsLoader,
  ) {}

  async execute({ body, env }: IssueInvoiceCommand) {
    const { commandId, ...rest } = body;
    const invoiceId = commandId ?? this.runtime.newId();
    const facts = await this.facts.forIssueInvoice(body);
    const setup = facts.setup;
    const series = setup?.series[rest.kind] ?? '';
    // The series' counter row is taken inside the append: concurrent issuers queue, nobody gets a 409, no gap.
    const counter = setup ? seriesCounter(setup.id, rest.kind, series, setup.country, facts.today) : 'invoice-unknown';
    const written = await this.writer.create(
      'INV',
      invoiceStreamId(invoiceId),
      invoiceId,
      { ...env, commandId: commandId ?? env.commandId },
      async (number, sequence) =>
        invoiceDecider.decide({ type: 'IssueInvoice', invoiceId, number, sequence, series, body: rest, facts }, invoiceDecider.initialState(), this.runtime.context(env)),
      { gapless: true, series: { counter, format: (n) => (setup ? formatInvoiceNumber(setup.country, series, facts.today, n) : String(n)) } },
    );
    return { id: written.id, number: written.number, streamVersion: written.streamVersion, globalPosition: written.globalPosition, duplicate: written.duplicate };
  }
}
