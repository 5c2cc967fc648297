import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { posDeviceStreamId } from '@tradedesk/contracts/pos/pos';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { deviceDecider } from '../device.decider.js';
import { answer } from '../pos-errors.js';
import { RevokeDeviceCommand } from './revoke-device.command.js';

@CommandHandler(RevokeDeviceCommand)
export class RevokeDeviceHandler implements ICommandHandler<RevokeDeviceCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ deviceId, body: b, env }: RevokeDeviceCommand) {
    const r = await this.runtime.run(deviceDecider, posDeviceStreamId(deviceId), { type: 'RevokeDevice', deviceId, reason: b.reason }, env);
    return answer(deviceId, r);
  }
}
