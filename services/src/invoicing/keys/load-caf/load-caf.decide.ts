import { CAF_DOCUMENT_TYPES, type InvoiceKeysEvent } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { normaliseTaxId } from '@tradedesk/contracts/invoicing/tax-ids';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { CafFile } from '../caf-file.js';
import type { InvoiceKeysState } from '../invoice-keys.state.js';

export interface LoadCaf {
  type: 'LoadCaf';
  setupId: string;
  cafId: string;
  setup: InvoiceSetup | null;
  /** The file as read, its private key already sealed. */
  caf: Omit<CafFile, 'privateKeyPem'> & { privateKeySealed: string };
}

const rut = (s: string) => normaliseTaxId('CL', s).replace(/-/g, '');

/**
 * A CAF for a Chilean setup: the issuer RUT is the setup's, the type one SII authorises folios
 * for, and the range overlaps no range loaded before for that type (the same file twice is one).
 */
export function decideLoadCaf(c: LoadCaf, s: InvoiceKeysState): InvoiceKeysEvent[] {
  if (!c.setup) throw new DomainError('setup_not_found', `No invoice setup ${c.setupId}.`, 404);
  if (c.setup.country !== 'CL') throw new DomainError('caf_not_chile', `caf: folio ranges (CAF) are Chile's; this setup is ${c.setup.country}.`, 422);
  if (rut(c.caf.issuerRut) !== rut(c.setup.taxId)) throw new DomainError('caf_other_issuer', `caf: the file is for RUT ${c.caf.issuerRut}, the setup's RUT is ${c.setup.taxId}.`, 422);
  if (!(CAF_DOCUMENT_TYPES as readonly number[]).includes(c.caf.documentType)) throw new DomainError('caf_document_type', `caf: SII authorises no folios for document type ${c.caf.documentType}.`, 422);
  const clash = s.ranges.find((r) => r.documentType === c.caf.documentType && r.from <= c.caf.to && c.caf.from <= r.to);
  if (clash) throw new DomainError('caf_overlaps', `caf: folios ${c.caf.from}..${c.caf.to} of type ${c.caf.documentType} overlap the range ${clash.from}..${clash.to} loaded before.`, 409);
  const { documentType, issuerRut, from, to, authorizedOn, keyId, cafXml, privateKeySealed } = c.caf;
  return [{ type: 'CafLoaded', data: { setupId: c.setupId, cafId: c.cafId, documentType, issuerRut, from, to, authorizedOn, keyId, cafXml, privateKeySealed } }];
}
