import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreditNoteIssued, invoiceStreamId } from '@tradedesk/contracts/invoicing/invoice';
import { boletaCreditNoteSeriesOf, seriesCounter } from '@tradedesk/contracts/invoicing/invoice-setup';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import { InvoiceFactsLoader } from '../../invoice-facts.loader.js';
import { numbering } from '../../keys/folios.js';
import { invoiceDecider } from '../invoice.decider.js';
import { IssueCreditNoteCommand } from './issue-credit-note.command.js';
import { creditedBy } from './issue-credit-note.decide.js';

@CommandHandler(IssueCreditNoteCommand)
export class IssueCreditNoteHandler implements ICommandHandler<IssueCreditNoteCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly facts: InvoiceFactsLoader,
  ) {}

  async execute({ invoiceId, body, env }: IssueCreditNoteCommand) {
    const { commandId, ...rest } = body;
    const creditNoteId = commandId ?? this.runtime.newId();
    const { setup, ...facts } = await this.facts.forIssueCreditNote(invoiceId);
    // A boleta's note: Chile's 61 as any note, Peru's on the setup's B series for notes of boletas (BC01).
    const series = (setup && facts.original?.document.boleta ? boletaCreditNoteSeriesOf(setup) : null) ?? setup?.series.creditNote ?? '';
    const counter = setup ? seriesCounter(setup.id, 'creditNote', series, setup.country, facts.today) : 'invoice-unknown';
    // Chile: the nota de crédito's folio from its CAF ranges (keys/folios.ts).
    const numbers = numbering(setup, 'creditNote', series, facts.today, await this.facts.folioRangesFor(setup, 'creditNote', series));
    const written = await this.writer.create(
      'INV',
      invoiceStreamId(creditNoteId),
      creditNoteId,
      { ...env, commandId: commandId ?? env.commandId },
      async (number, n) =>
        invoiceDecider.decide({ type: 'IssueCreditNote', creditNoteId, invoiceId, number, sequence: numbers.sequence(number, n), series, body: rest, facts }, invoiceDecider.initialState(), this.runtime.context(env)),
      {
        gapless: true,
        series: { counter, format: numbers.format },
        // The original's stream at the version the credit note was decided on (issued + one mark per earlier credit note): a 409 for the second of two at once.
        extra: (_number, events) => [{ streamId: invoiceStreamId(invoiceId), expectedVersion: 1 + (facts.original?.creditNotes.length ?? 0), events: [creditedBy(events[0] as CreditNoteIssued)] }],
      },
    );
    return { id: written.id, number: written.number, streamVersion: written.streamVersion, globalPosition: written.globalPosition, duplicate: written.duplicate };
  }
}
