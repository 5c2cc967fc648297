import { Inject, Injectable } from '@nestjs/common';
import { cafOfFolio, sealedCertificateOf, sealedKsefOfflineKeyOf } from '@tradedesk/projections/invoicing/invoice-keys/invoice-keys.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { SecretBox } from '../../platform/secret-box.js';
import { DATABASE } from '../../platform/tokens.js';
import type { Caf } from '../e-documents/cl/caf.js';
import type { SigningKey } from '../e-documents/signing/xml-signature.js';

/**
 * The keys the e-document generators sign with, opened from their sealed form: the company's
 * signing certificate (XAdES: Facturae, SUNAT, SRI; `signing.key` of the generators) and, for a
 * Chilean document, the CAF of the range that holds its folio (the TED's `caf`).
 */
@Injectable()
export class InvoiceSigningKeys {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly box: SecretBox,
  ) {}

  /** The setup's uploaded certificate and key; null when none was uploaded. */
  async certificate(setupId: string): Promise<SigningKey | null> {
    const c = await sealedCertificateOf(this.db, setupId);
    return c ? { certificatePem: c.certificatePem, privateKeyPem: this.box.open(c.privateKeySealed) } : null;
  }

  /** Poland: the KSeF Offline certificate's serial and key (KOD II); null when none was uploaded. */
  async ksefOffline(setupId: string): Promise<{ serialNumber: string; validTo: string; privateKeyPem: string } | null> {
    const c = await sealedKsefOfflineKeyOf(this.db, setupId);
    return c ? { serialNumber: c.serialNumber, validTo: c.validTo, privateKeyPem: this.box.open(c.privateKeySealed) } : null;
  }

  /** The CAF whose range holds `folio` of `documentType`; null when no loaded range does. */
  async caf(setupId: string, documentType: number, folio: number): Promise<(Caf & { autorizacion: string }) | null> {
    const c = await cafOfFolio(this.db, setupId, documentType, folio);
    if (!c) return null;
    const privateKeyPem = this.box.open(c.privateKeySealed);
    // `autorizacion`: the file as the generators read it (generateCl's `caf`, parsed by cl/caf.ts).
    return { cafXml: c.cafXml, issuerRut: c.issuerRut, documentType, from: c.from, to: c.to, privateKeyPem, autorizacion: `<AUTORIZACION>${c.cafXml}<RSASK>${privateKeyPem}</RSASK></AUTORIZACION>` };
  }
}
