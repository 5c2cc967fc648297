import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { productDecider } from '../product.decider.js';
import { SetProductStatusCommand } from './set-product-status.command.js';

@CommandHandler(SetProductStatusCommand)
export class SetProductStatusHandler implements ICommandHandler<SetProductStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ productId, action, env }: SetProductStatusCommand) {
    const type = action === 'disable' ? 'DisableProduct' : 'EnableProduct';
    const r = await this.runtime.run(productDecider, productStreamId(productId), { type, productId }, env);
    return { id: productId, status: r.state.disabled ? 'disabled' : 'active', streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
