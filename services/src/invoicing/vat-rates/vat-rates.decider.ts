import type { VatRateEvent } from '@tradedesk/contracts/invoicing/vat-rates';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type AddVatRate, decideAddVatRate } from './add-vat-rate/add-vat-rate.decide.js';
import { evolveVatRates, initialVatRatesState, type VatRatesState } from './vat-rates.state.js';

export type VatRatesCommand = AddVatRate;

/** The VAT rates of one country (one stream per country). */
export const vatRatesDecider: Decider<VatRatesCommand, VatRatesState, VatRateEvent> = {
  initialState: initialVatRatesState,
  evolve: evolveVatRates,
  decide: decideByType<VatRatesCommand, VatRatesState, VatRateEvent>({ AddVatRate: decideAddVatRate }),
};
