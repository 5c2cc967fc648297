import type { SeaWaybillEvent, WaybillFields } from '@tradedesk/contracts/purchasing/sea-waybill';
import { DomainError } from '../../../platform/event-store/errors.js';
import { requireWaybill, type WaybillState } from '../waybill.state.js';

export interface ChangeWaybill {
  type: 'ChangeWaybill';
  changes: Partial<WaybillFields>;
}

/** Records the fields that differ; nothing when none does. The ETA stays on or after the ETD. */
export function decideChangeWaybill(c: ChangeWaybill, s: WaybillState): SeaWaybillEvent[] {
  requireWaybill(s);
  const current = s.fields!;
  const changes: Partial<WaybillFields> = {};
  for (const [k, v] of Object.entries(c.changes) as [keyof WaybillFields, WaybillFields[keyof WaybillFields]][]) {
    if (v === undefined) continue;
    const value = k === 'containers' ? [...new Set(v as string[])] : v;
    if (JSON.stringify(value) !== JSON.stringify(current[k])) (changes as Record<string, unknown>)[k] = value;
  }
  const etd = changes.etd !== undefined ? changes.etd : current.etd;
  const eta = changes.eta !== undefined ? changes.eta : current.eta;
  if (etd && eta && eta < etd) throw new DomainError('eta_before_etd', 'eta: the ETA cannot be before the ETD.', 400, { field: 'eta' });
  if (!Object.keys(changes).length) return [];
  return [{ type: 'SeaWaybillChanged', data: { waybillId: s.waybillId, number: s.number, changes } }];
}
