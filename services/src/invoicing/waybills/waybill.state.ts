import type { WaybillDocument, WaybillEvent } from '@tradedesk/contracts/invoicing/waybill';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** An issued waybill never changes: its state is what its one event says. */
export interface WaybillState {
  document: WaybillDocument | null;
}
export const initialWaybillState = (): WaybillState => ({ document: null });
export function evolveWaybill(_s: WaybillState, e: EvolveEvent<WaybillEvent>): WaybillState {
  return { document: e.data };
}
