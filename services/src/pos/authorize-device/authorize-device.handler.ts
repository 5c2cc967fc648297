import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { posDeviceStreamId } from '@tradedesk/contracts/pos/pos';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { newSessionToken, sha256 } from '../../platform/secrets.js';
import { deviceDecider } from '../device.decider.js';
import { withPosUniques } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { AuthorizeDeviceCommand } from './authorize-device.command.js';

@CommandHandler(AuthorizeDeviceCommand)
export class AuthorizeDeviceHandler implements ICommandHandler<AuthorizeDeviceCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  /**
   * The token is random and only its hash is recorded: it is answered once, to the browser being
   * authorised. No command id: a retry authorises another device (the first token was never kept).
   */
  async execute({ body: b, env }: AuthorizeDeviceCommand) {
    const deviceId = this.runtime.newId();
    const deviceToken = newSessionToken();
    const facts = await this.facts.forAuthorizeDevice(b.registerId);
    // Two devices authorised on one register at once took the same receipt series: 409, authorise again.
    const r = await withPosUniques(() =>
      this.runtime.run(
        deviceDecider,
        posDeviceStreamId(deviceId),
        { type: 'AuthorizeDevice', deviceId, registerId: b.registerId, name: b.name, tokenHash: sha256(deviceToken), userAgent: b.userAgent, facts },
        { ...env, commandId: undefined },
      ),
    );
    return { deviceId, deviceToken, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
