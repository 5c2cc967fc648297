import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { defectiveStreamId } from '@tradedesk/contracts/inventory/defective';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { DATABASE } from '../../../platform/tokens.js';
import { defectiveDecider } from '../defective.decider.js';
import { DisposeDefectiveCommand } from './dispose-defective.command.js';

@CommandHandler(DisposeDefectiveCommand)
export class DisposeDefectiveHandler implements ICommandHandler<DisposeDefectiveCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ lotId, body, env }: DisposeDefectiveCommand) {
    const streamId = defectiveStreamId(lotId);
    const state = await this.runtime.load(defectiveDecider, streamId);
    let supplier: { id: string | null; name: string } | null = null;
    if (body.action === 'return-to-supplier') {
      if (body.supplierId) {
        const s = await getSupplier(this.db, body.supplierId);
        if (!s) throw new DomainError('supplier_not_found', `supplierId: supplier ${body.supplierId} does not exist.`, 400, { field: 'supplierId' });
        supplier = { id: s.id, name: s.name };
      } else supplier = { id: null, name: body.supplierName ?? '' };
    }
    const warehouse = state.received ? (await warehousesForStock(this.db, [state.warehouseId])).get(state.warehouseId) : undefined;
    return this.runtime.run(
      defectiveDecider,
      streamId,
      { type: 'DisposeDefective', lotId, action: body.action, quantity: body.quantity, supplier, note: body.note, warehouseActive: warehouse?.status === 'active' },
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: state.received ? body.version : undefined },
    );
  }
}
