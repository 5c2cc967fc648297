import type { LandedCostAllocation } from '@tradedesk/contracts/purchasing/landed-cost';
import type { LinkedOrder, ProductMeasure, SeaWaybillEvent, WaybillCost, WaybillFields, WaybillStatus } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

export interface WaybillCostState extends WaybillCost {
  /** The allocation in force, or null while the cost is not spread. */
  allocations: LandedCostAllocation[] | null;
}

/** A sea waybill's stream, as its decisions need it. */
export interface WaybillState {
  exists: boolean;
  waybillId: string;
  number: string;
  fields: WaybillFields | null;
  status: WaybillStatus;
  orders: LinkedOrder[];
  measures: ProductMeasure[];
  costs: WaybillCostState[];
}

export const initialWaybillState = (): WaybillState => ({ exists: false, waybillId: '', number: '', fields: null, status: 'booked', orders: [], measures: [], costs: [] });

export function evolveWaybill(s: WaybillState, e: EvolveEvent<SeaWaybillEvent>): WaybillState {
  switch (e.type) {
    case 'SeaWaybillCreated': {
      const { waybillId, number, ...fields } = e.data;
      return { ...initialWaybillState(), exists: true, waybillId, number, fields };
    }
    case 'SeaWaybillChanged':
      return { ...s, fields: { ...s.fields!, ...e.data.changes } };
    case 'SeaWaybillStatusChanged':
      return { ...s, status: e.data.to };
    case 'SeaWaybillOrdersLinked':
      return { ...s, orders: [...s.orders, ...e.data.orders] };
    case 'SeaWaybillOrderUnlinked':
      return { ...s, orders: s.orders.filter((o) => o.purchaseOrderId !== e.data.purchaseOrderId) };
    case 'SeaWaybillMeasuresSet':
      return { ...s, measures: e.data.measures };
    case 'SeaWaybillCostAdded': {
      const { waybillId: _w, number: _n, ...cost } = e.data;
      return { ...s, costs: [...s.costs, { ...cost, allocations: null }] };
    }
    case 'SeaWaybillCostRemoved':
      return { ...s, costs: s.costs.filter((c) => c.costId !== e.data.costId) };
    case 'LandedCostAllocated':
      return { ...s, costs: s.costs.map((c) => (c.costId === e.data.costId ? { ...c, allocations: e.data.allocations } : c)) };
    case 'LandedCostWithdrawn':
      return { ...s, costs: s.costs.map((c) => (c.costId === e.data.costId ? { ...c, allocations: null } : c)) };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** Every command but create needs the waybill to exist. */
export function requireWaybill(s: WaybillState): void {
  if (!s.exists) throw new DomainError('waybill_not_found', 'This sea waybill does not exist.', 404);
}
