import type { DamageEvent, DamageRecorded } from '@tradedesk/contracts/inventory/stock';
import { DomainError } from '../../platform/event-store/errors.js';
import type { DamageState } from '../damage.state.js';
import { movementsOf, type RequestedLine, requireWarehouse, resolveLines, type StockFacts } from '../stock-lines.js';

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
export function decideRecordDamage(c: RecordDamage, s: DamageState): DamageEvent[] {
  if (s.recorded) throw new DomainError('damage_exists', `Damage record ${c.number} already exists.`, 409);
  const w = requireWarehouse(c.facts, c.warehouseId, 'warehouse');
  if (c.zoneId && !w.zones.includes(c.zoneId)) throw new DomainError('zone_not_found', `zone: ${c.zoneId} is not a zone of warehouse ${w.code}.`, 400);
  const lines = resolveLines(c.facts, c.warehouseId, c.lines);
  return [
    { type: 'DamageRecorded', data: { damageId: c.damageId, number: c.number, warehouseId: c.warehouseId, zoneId: c.zoneId, reason: c.reason, note: c.note, lines } },
    {
      type: 'StockMoved',
      data: {
        source: { type: 'damage', id: c.damageId, number: c.number },
        reason: c.reason,
        allowNegative: c.allowNegative,
        movements: movementsOf(lines, c.warehouseId, c.zoneId, 'damage', -1),
      },
    },
  ];
}
