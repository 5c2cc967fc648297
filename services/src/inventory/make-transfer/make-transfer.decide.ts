import type { TransferEvent } from '@tradedesk/contracts/inventory/stock';
import { DomainError } from '../../platform/event-store/errors.js';
import { movementsOf, type RequestedLine, requireWarehouse, resolveLines, type StockFacts } from '../stock-lines.js';
import type { TransferState } from '../transfer.state.js';

export interface MakeTransfer {
  type: 'MakeTransfer';
  transferId: string;
  number: string;
  fromWarehouseId: string;
  toWarehouseId: string;
  note: string;
  lines: RequestedLine[];
  facts: StockFacts;
  allowNegative: boolean;
}

/**
 * A transfer between two warehouses: stock leaves one and arrives in the other in the same
 * event, at the source warehouse's average cost.
 */
export function decideMakeTransfer(c: MakeTransfer, s: TransferState): TransferEvent[] {
  if (s.made) throw new DomainError('transfer_exists', `Transfer ${c.number} already exists.`, 409);
  if (c.fromWarehouseId === c.toWarehouseId) throw new DomainError('same_warehouse', 'toWarehouseId: choose two different warehouses.', 400);
  requireWarehouse(c.facts, c.fromWarehouseId, 'fromWarehouseId');
  requireWarehouse(c.facts, c.toWarehouseId, 'toWarehouseId');
  const lines = resolveLines(c.facts, c.fromWarehouseId, c.lines);
  return [
    { type: 'TransferMade', data: { transferId: c.transferId, number: c.number, fromWarehouseId: c.fromWarehouseId, toWarehouseId: c.toWarehouseId, note: c.note, lines } },
    {
      type: 'StockMoved',
      data: {
        source: { type: 'transfer', id: c.transferId, number: c.number },
        reason: null,
        allowNegative: c.allowNegative,
        movements: [
          ...movementsOf(lines, c.fromWarehouseId, null, 'transfer-out', -1),
          ...movementsOf(lines, c.toWarehouseId, null, 'transfer-in', 1, lines.length),
        ],
      },
    },
  ];
}
