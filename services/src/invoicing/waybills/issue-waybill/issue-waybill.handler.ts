import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { waybillCounter, waybillStreamId } from '@tradedesk/contracts/invoicing/waybill';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import { numbering } from '../../keys/folios.js';
import { WaybillFactsLoader } from '../waybill-facts.loader.js';
import { waybillDecider } from '../waybill.decider.js';
import { IssueWaybillCommand } from './issue-waybill.command.js';

@CommandHandler(IssueWaybillCommand)
export class IssueWaybillHandler implements ICommandHandler<IssueWaybillCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly facts: WaybillFactsLoader,
  ) {}

  async execute({ body, env }: IssueWaybillCommand) {
    const { commandId, ...rest } = body;
    const waybillId = commandId ?? this.runtime.newId();
    const facts = await this.facts.forIssueWaybill(body);
    // The counter's n-th value is the n-th folio of the type-52 CAF ranges (keys/folios.ts): taken
    // inside the append, so folios are used in order and never twice; none left (or no CAF) is 409.
    const folios = numbering(facts.setup?.country === 'CL' ? facts.setup : null, 'invoice', '52', facts.today, facts.setup?.country === 'CL' ? await this.facts.folioRanges(facts.setup.id) : null);
    const written = await this.writer.create(
      'GD',
      waybillStreamId(waybillId),
      waybillId,
      { ...env, commandId: commandId ?? env.commandId },
      async (number) => waybillDecider.decide({ type: 'IssueWaybill', waybillId, folio: Number(number), body: rest, facts }, waybillDecider.initialState(), this.runtime.context(env)),
      { gapless: true, series: { counter: waybillCounter(body.setupId), format: folios.format } },
    );
    return { id: written.id, number: written.number, streamVersion: written.streamVersion, globalPosition: written.globalPosition, duplicate: written.duplicate };
  }
}
