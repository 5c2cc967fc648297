import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class UnlinkOrderCommand {
  constructor(
    readonly waybillId: string,
    readonly purchaseOrderId: string,
    readonly env: CommandEnvelope,
  ) {}
}
