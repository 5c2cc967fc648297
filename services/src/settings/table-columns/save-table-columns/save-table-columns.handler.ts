import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tableColumnsStreamId } from '@tradedesk/contracts/settings/table-columns';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { tableColumnsDecider } from '../table-columns.decider.js';
import { SaveTableColumnsCommand } from './save-table-columns.command.js';

@CommandHandler(SaveTableColumnsCommand)
export class SaveTableColumnsHandler implements ICommandHandler<SaveTableColumnsCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: SaveTableColumnsCommand) {
    const r = await this.runtime.run(tableColumnsDecider, tableColumnsStreamId(env.userId), { type: 'SaveTableColumns', userId: env.userId, ...body }, env);
    return { table: body.table, columns: body.columns, saved: true, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
