import type { DamageEvent, DamageRecorded } from '@tradedesk/contracts/inventory/stock';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';
import { movementsOf, type RequestedLine, requireWarehouse, resolveLines, type StockFacts } from './stock-lines.js';

export interface DamageState {
  recorded: boolean;
}

export interface RecordDamage {
  type: 'RecordDamage';
  damageId: string;
  number: string;
  warehouseId: string;
  zoneId: string | null;
  reason: DamageRecorded['data']['reason'];
  note: string;
  lines: RequestedLine[];
  facts: StockFacts;
  allowNegative: boolean;
}

/** A write-off: goods broken, expired, lost or defective leave stock, with a reason. */
export const damageDecider: Decider<RecordDamage, DamageState, DamageEvent> = {
  initialState: () => ({ recorded: false }),
  decide(cmd, s) {
    if (s.recorded) throw new DomainError('damage_exists', `Damage record ${cmd.number} already exists.`, 409);
    const w = requireWarehouse(cmd.facts, cmd.warehouseId, 'warehouse');
    if (cmd.zoneId && !w.zones.includes(cmd.zoneId)) throw new DomainError('zone_not_found', `zone: ${cmd.zoneId} is not a zone of warehouse ${w.code}.`, 400);
    const lines = resolveLines(cmd.facts, cmd.warehouseId, cmd.lines);
    return [
      { type: 'DamageRecorded', data: { damageId: cmd.damageId, number: cmd.number, warehouseId: cmd.warehouseId, zoneId: cmd.zoneId, reason: cmd.reason, note: cmd.note, lines } },
      {
        type: 'StockMoved',
        data: {
          source: { type: 'damage', id: cmd.damageId, number: cmd.number },
          reason: cmd.reason,
          allowNegative: cmd.allowNegative,
          movements: movementsOf(lines, cmd.warehouseId, cmd.zoneId, 'damage', -1),
        },
      },
    ];
  },
  evolve(s, e) {
    switch (e.type) {
      case 'DamageRecorded':
        return { recorded: true };
      case 'StockMoved':
        return s;
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
