import type { LinkOrdersBody } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class LinkOrdersCommand {
  constructor(
    readonly waybillId: string,
    readonly body: LinkOrdersBody,
    readonly env: CommandEnvelope,
  ) {}
}
