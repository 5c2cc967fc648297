import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { HeaderInput } from '../sale-order.rules.js';

/** PUT /sale/order, /packing-type, /currency and /warehouse: header fields of a draft (only those given change). */
export class ChangeSaleOrderHeaderCommand {
  constructor(
    readonly body: { id: string; version: number; commandId?: string; header: HeaderInput },
    readonly env: CommandEnvelope,
  ) {}
}
