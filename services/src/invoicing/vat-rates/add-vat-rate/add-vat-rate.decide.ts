import { DEFAULT_VAT_RATES, type VatRateEvent } from '@tradedesk/contracts/invoicing/vat-rates';
import type { AddVatRateBody } from '@tradedesk/contracts/invoicing/vat-rates';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { VatRatesState } from '../vat-rates.state.js';

export interface AddVatRate {
  type: 'AddVatRate';
  rateId: string;
  rate: Omit<AddVatRateBody, 'commandId'>;
}

const overlaps = (a: { validFrom: string; validTo: string | null }, b: { validFrom: string; validTo: string | null }) =>
  a.validFrom <= (b.validTo ?? '9999-12-31') && b.validFrom <= (a.validTo ?? '9999-12-31');

/** A new rate for a country; the same percent twice over overlapping days is refused (409). */
export function decideAddVatRate(c: AddVatRate, s: VatRatesState): VatRateEvent[] {
  const rate = new Decimal(c.rate.rate).toFixed();
  const existing = [...DEFAULT_VAT_RATES.filter((r) => r.country === c.rate.country), ...s.added];
  if (existing.some((r) => new Decimal(r.rate).eq(rate) && overlaps(r, c.rate)))
    throw new DomainError('rate_exists', `${c.rate.country} already has a ${rate} % rate on some of these days.`, 409);
  return [{ type: 'VatRateAdded', data: { id: c.rateId, country: c.rate.country, rate, label: c.rate.label, validFrom: c.rate.validFrom, validTo: c.rate.validTo } }];
}
