import type { TransferEvent } from '@tradedesk/contracts/inventory/stock';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';
import { movementsOf, type RequestedLine, requireWarehouse, resolveLines, type StockFacts } from './stock-lines.js';

export interface TransferState {
  made: boolean;
}

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
export const transferDecider: Decider<MakeTransfer, TransferState, TransferEvent> = {
  initialState: () => ({ made: false }),
  decide(cmd, s) {
    if (s.made) throw new DomainError('transfer_exists', `Transfer ${cmd.number} already exists.`, 409);
    if (cmd.fromWarehouseId === cmd.toWarehouseId) throw new DomainError('same_warehouse', 'toWarehouseId: choose two different warehouses.', 400);
    requireWarehouse(cmd.facts, cmd.fromWarehouseId, 'fromWarehouseId');
    requireWarehouse(cmd.facts, cmd.toWarehouseId, 'toWarehouseId');
    const lines = resolveLines(cmd.facts, cmd.fromWarehouseId, cmd.lines);
    return [
      { type: 'TransferMade', data: { transferId: cmd.transferId, number: cmd.number, fromWarehouseId: cmd.fromWarehouseId, toWarehouseId: cmd.toWarehouseId, note: cmd.note, lines } },
      {
        type: 'StockMoved',
        data: {
          source: { type: 'transfer', id: cmd.transferId, number: cmd.number },
          reason: null,
          allowNegative: cmd.allowNegative,
          movements: [
            ...movementsOf(lines, cmd.fromWarehouseId, null, 'transfer-out', -1),
            ...movementsOf(lines, cmd.toWarehouseId, null, 'transfer-in', 1, lines.length),
          ],
        },
      },
    ];
  },
  evolve(s, e) {
    switch (e.type) {
      case 'TransferMade':
        return { made: true };
      case 'StockMoved':
        return s;
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
