import type { DisposeDefectiveBody } from '@tradedesk/contracts/inventory/defective';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** Scrap, return to a supplier, or restock (part of) a lot of the defective library. */
export class DisposeDefectiveCommand {
  constructor(
    readonly lotId: string,
    readonly body: DisposeDefectiveBody,
    readonly env: CommandEnvelope,
  ) {}
}
