import type { InvoiceSetupEvent, InvoiceSetupFields } from '@tradedesk/contracts/invoicing/invoice-setup';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { InvoiceSetupState } from '../invoice-setup.state.js';

export interface SaveInvoiceSetup {
  type: 'SaveInvoiceSetup';
  setupId: string;
  setup: InvoiceSetupFields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The first save records the whole setup; later saves record only the fields that changed (none:
 * nothing). The country is fixed once saved: its issued documents and series depend on it.
 */
export function decideSaveInvoiceSetup(c: SaveInvoiceSetup, s: InvoiceSetupState): InvoiceSetupEvent[] {
  if (!s.fields) return [{ type: 'InvoiceSetupSaved', data: { setupId: c.setupId, setup: c.setup } }];
  if (s.fields.country !== c.setup.country) throw new DomainError('country_fixed', `The setup's country is ${s.fields.country}; a company in another country needs a setup of its own.`, 422);
  const changes = Object.fromEntries(Object.entries(c.setup).filter(([k, v]) => !same(v, s.fields![k as keyof InvoiceSetupFields])));
  return Object.keys(changes).length ? [{ type: 'InvoiceSetupChanged', data: { setupId: c.setupId, changes } }] : [];
}
