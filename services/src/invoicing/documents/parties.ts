import type { EParty } from '@tradedesk/contracts/invoicing/e-document';
import type { InvoiceClient } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { PeIdType } from '@tradedesk/contracts/invoicing/pe-ids';
import { normaliseTaxId } from '@tradedesk/contracts/invoicing/tax-ids';
import { DomainError } from '../../platform/event-store/errors.js';

/** The scheme code of a buyer's tax id where the format asks (PE: SUNAT catálogo 06, the type given or 6 RUC / 1 DNI by length; EC: 04 RUC, 05 cédula). */
export function taxIdScheme(country: string, taxId: string, peType?: PeIdType): string {
  if (country === 'PE') return peType ?? (taxId.length === 11 ? '6' : '1');
  if (country === 'EC') return taxId.length === 13 ? '04' : '05';
  return '';
}

/** The seller as issued documents name it: the setup at the moment of issue. */
export function sellerOf(setup: InvoiceSetup): EParty {
  return {
    name: setup.legalName, taxId: setup.taxId, taxIdScheme: taxIdScheme(setup.country, setup.taxId), vatId: setup.vatId, companyId: setup.companyId,
    address: setup.address, email: setup.email, activity: setup.activity,
  };
}

/** The buyer: the client register's entry at the moment of issue. */
export function buyerOf(client: InvoiceClient): EParty {
  return { name: client.name, taxId: client.taxId, taxIdScheme: taxIdScheme(client.country, client.taxId, client.country === 'PE' ? (client.idType ?? '6') : undefined), vatId: client.vatId, companyId: '', address: client.address, email: client.email, activity: '' };
}

/**
 * A boleta's consumer who is not a registered client: the name and id typed (CL RUT normalised,
 * PE the catálogo 06 document, a DNI when no type is given), or nobody (empty: the generators write CL 66666666-6, PE CLIENTES VARIOS).
 */
export function consumerOf(country: InvoiceSetup['country'], consumer: { name: string; taxId: string; idType?: PeIdType } | undefined): EParty {
  const taxId = consumer?.taxId ? normaliseTaxId(country, consumer.taxId) : '';
  return {
    name: consumer?.name ?? '', taxId, taxIdScheme: taxId ? taxIdScheme(country, taxId, country === 'PE' ? (consumer?.idType ?? '1') : undefined) : '', vatId: '', companyId: '',
    address: { street: '', buildingNumber: '', city: '', postalCode: '', region: '', countryCode: country }, email: '', activity: '',
  };
}

export const setupNotFound = (id: string) => new DomainError('setup_not_found', `setupId: no invoice setup ${id}.`, 404);
