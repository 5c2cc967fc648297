import type { VatRateEvent } from '@tradedesk/contracts/invoicing/vat-rates';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** A country's added rates (the seeded defaults are data in the contract, not events). */
export interface VatRatesState {
  added: { rate: string; validFrom: string; validTo: string | null }[];
}
export const initialVatRatesState = (): VatRatesState => ({ added: [] });
export function evolveVatRates(s: VatRatesState, e: EvolveEvent<VatRateEvent>): VatRatesState {
  return { added: [...s.added, { rate: e.data.rate, validFrom: e.data.validFrom, validTo: e.data.validTo }] };
}
