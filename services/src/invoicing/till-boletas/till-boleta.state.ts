import type { TillBoletaEvent } from '@tradedesk/contracts/invoicing/till-boletas';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** A till sale's boleta attempts (the boleta itself is an invoice stream): the last refusal. */
export interface TillBoletaState {
  last: { reason: string; message: string } | null;
}
export const initialTillBoletaState = (): TillBoletaState => ({ last: null });
export function evolveTillBoleta(_s: TillBoletaState, e: EvolveEvent<TillBoletaEvent>): TillBoletaState {
  return { last: { reason: e.data.reason, message: e.data.message } };
}
