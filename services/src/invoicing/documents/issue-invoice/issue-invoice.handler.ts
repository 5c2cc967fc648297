import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceStreamId } from '@tradedesk/contracts/invoicing/invoice';
import { boletaSeriesFor, seriesCounter } from '@tradedesk/contracts/invoicing/invoice-setup';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import { InvoiceFactsLoader } from '../../invoice-facts.loader.js';
import { numbering } from '../../keys/folios.js';
import { invoiceDecider } from '../invoice.decider.js';
import { IssueInvoiceCommand } from './issue-invoice.command.js';

@CommandHandler(IssueInvoiceCommand)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoiceCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly facts: InvoiceFactsLoader,
  ) {}

  async execute({ body, env, tillSale }: IssueInvoiceCommand) {
    const { commandId, ...rest } = body;
    const invoiceId = commandId ?? this.runtime.newId();
    const facts = await this.facts.forIssueInvoice(body);
    const setup = facts.setup;
    // A boleta takes its own series (CL 39, or 41 when every line is exempt; PE B001): its own gapless counter, its own CAF folios.
    const series = (rest.document === 'boleta' && setup ? boletaSeriesFor(setup, rest.lines) : null) ?? setup?.series[rest.kind] ?? '';
    // The series' counter row is taken inside the append: concurrent issuers queue, nobody gets a 409, no gap.
    const counter = setup ? seriesCounter(setup.id, rest.kind, series, setup.country, facts.today) : 'invoice-unknown';
    // Chile: the counter's n-th value is the n-th folio of the loaded CAF ranges (keys/folios.ts).
    const numbers = numbering(setup, rest.kind, series, facts.today, await this.facts.folioRangesFor(setup, rest.kind, series));
    const written = await this.writer.create(
      'INV',
      invoiceStreamId(invoiceId),
      invoiceId,
      { ...env, commandId: commandId ?? env.commandId },
      async (number, n) =>
        invoiceDecider.decide({ type: 'IssueInvoice', invoiceId, number, sequence: numbers.sequence(number, n), series, body: rest, facts, ...(tillSale ? { tillSale } : {}) }, invoiceDecider.initialState(), this.runtime.context(env)),
      { gapless: true, series: { counter, format: numbers.format } },
    );
    return { id: written.id, number: written.number, streamVersion: written.streamVersion, globalPosition: written.globalPosition, duplicate: written.duplicate };
  }
}
