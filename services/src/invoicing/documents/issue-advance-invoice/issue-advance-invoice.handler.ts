import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceStreamId } from '@tradedesk/contracts/invoicing/invoice';
import { seriesCounter } from '@tradedesk/contracts/invoicing/invoice-setup';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import { InvoiceFactsLoader } from '../../invoice-facts.loader.js';
import { numbering } from '../../keys/folios.js';
import { invoiceDecider } from '../invoice.decider.js';
import { IssueAdvanceInvoiceCommand } from './issue-advance-invoice.command.js';

@CommandHandler(IssueAdvanceInvoiceCommand)
export class IssueAdvanceInvoiceHandler implements ICommandHandler<IssueAdvanceInvoiceCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly facts: InvoiceFactsLoader,
  ) {}

  async execute({ body, env }: IssueAdvanceInvoiceCommand) {
    const { commandId, ...rest } = body;
    const invoiceId = commandId ?? this.runtime.newId();
    const facts = await this.facts.forIssueAdvanceInvoice(body);
    const setup = facts.setup;
    // An advance invoice is a faktura of the setup's invoice series: its counter, gapless, shared with the setup's invoices.
    const series = setup?.series.invoice ?? '';
    const counter = setup ? seriesCounter(setup.id, 'invoice', series, setup.country, facts.today) : 'invoice-unknown';
    const numbers = numbering(setup, 'invoice', series, facts.today, null);
    const written = await this.writer.create(
      'INV',
      invoiceStreamId(invoiceId),
      invoiceId,
      { ...env, commandId: commandId ?? env.commandId },
      async (number, n) =>
        invoiceDecider.decide({ type: 'IssueAdvanceInvoice', invoiceId, number, sequence: numbers.sequence(number, n), series, body: rest, facts }, invoiceDecider.initialState(), this.runtime.context(env)),
      { gapless: true, series: { counter, format: numbers.format } },
    );
    return { id: written.id, number: written.number, streamVersion: written.streamVersion, globalPosition: written.globalPosition, duplicate: written.duplicate };
  }
}
