import type { Customer } from '@tradedesk/contracts/customers/customers';
import type { InvoiceClientFields } from '@tradedesk/contracts/invoicing/invoice-clients';
import { INVOICE_COUNTRIES, type InvoiceCountry } from '@tradedesk/contracts/invoicing/invoice-setup';
import { normalisePeId, partyIdProblem, type PeIdType } from '@tradedesk/contracts/invoicing/pe-ids';

/**
 * A customer as an invoice client, or why it cannot be one: the country must be one of the eight,
 * the tax id must pass that country's check (the same rule as a client typed by hand), and the
 * address must name the street and the city ("Calle 1 123, Temuco": the part after the last comma
 * is the city). A customer keeps no id type: a Peruvian customer's id of 8 digits is taken as a DNI
 * (SUNAT catálogo 06 type 1), any other as a RUC.
 */
export function customerToClient(c: Pick<Customer, 'id' | 'name' | 'email' | 'address' | 'taxId' | 'country'>): { fields: InvoiceClientFields } | { problem: string } {
  if (!(INVOICE_COUNTRIES as readonly string[]).includes(c.country)) return { problem: `country: ${c.country || 'none'} is not an invoicing country (${INVOICE_COUNTRIES.join(', ')})` };
  const country = c.country as InvoiceCountry;
  if (!c.taxId) return { problem: 'taxId: the customer has no tax id' };
  const idType: PeIdType | undefined = country === 'PE' && /^\d{8}$/.test(normalisePeId(c.taxId)) ? '1' : undefined;
  const bad = partyIdProblem(country, c.taxId, idType);
  if (bad) return { problem: `taxId: ${bad}` };
  const cut = c.address.lastIndexOf(',');
  const street = cut > 0 ? c.address.slice(0, cut).trim() : '';
  const city = cut > 0 ? c.address.slice(cut + 1).trim() : '';
  if (!street || !city) return { problem: 'address: the street and the city, separated by a comma, are needed' };
  return {
    fields: {
      name: c.name.slice(0, 200), country, taxId: c.taxId, ...(idType ? { idType } : {}), vatId: '', email: c.email,
      address: { street: street.slice(0, 200), buildingNumber: '', city: city.slice(0, 100), postalCode: '', region: '', countryCode: country }, customerId: c.id,
    },
  };
}
