import type { EDocument } from '@tradedesk/contracts/invoicing/e-document';
import type { InvoiceView } from '@tradedesk/contracts/invoicing/invoice';
import { activityCodesOf, type InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { getInvoiceClient } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { cafOfFolio, foliosOf, sealedCertificateOf } from '@tradedesk/projections/invoicing/invoice-keys/invoice-keys.query';
import { lastChainedRecord } from '@tradedesk/projections/invoicing/invoice-submissions/invoice-submissions.query';
import { getInvoice } from '@tradedesk/projections/invoicing/invoices/invoices.query';
import { type SubmissionSettings, submissionSettingsWithSecrets } from '@tradedesk/projections/invoicing/submission-settings/submission-settings.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { toEDocument } from '../e-documents/to-e-document.js';
import type { ClientCertificate } from './offices/office.port.js';
import { type PayloadFacts, santiagoClock } from './payload.js';

export interface DocumentFacts {
  view: InvoiceView;
  doc: EDocument;
  settings: SubmissionSettings;
  /** The invoice setup the document was issued under (its Acteco codes, Chile). */
  setup?: InvoiceSetup;
}

/** What submitting needs besides the submission's stream (read models only). */
export class SubmissionFactsLoader {
  /** `open`: unseals a sealed value (the certificate's key); without it documents go unsigned. */
  constructor(
    private readonly db: Database,
    private readonly open?: (sealed: string) => string,
  ) {}

  /** The issued document as e-document, and its company's submission settings; null for an unknown document or a proforma. */
  async document(documentId: string): Promise<DocumentFacts | null> {
    const view = await getInvoice(this.db, documentId);
    if (!view || view.kind === 'proforma') return null;
    // A boleta (or its credit note) to a consumer has no registered client.
    const [setup, client, settings] = await Promise.all([getInvoiceSetup(this.db, view.document.setupId), view.document.clientId ? getInvoiceClient(this.db, view.document.clientId) : null, submissionSettingsWithSecrets(this.db, view.document.setupId)]);
    if (!setup || (view.document.clientId && !client)) return null;
    return { view, doc: toEDocument(view.document, setup, client), settings, setup };
  }

  settingsOf(setupId: string): Promise<SubmissionSettings> {
    return submissionSettingsWithSecrets(this.db, setupId);
  }

  /** The company's uploaded certificate with its key opened (mutual TLS, AEAT); null when none is uploaded. */
  async clientCertificate(f: DocumentFacts): Promise<ClientCertificate | null> {
    const c = this.open ? await sealedCertificateOf(this.db, f.view.document.setupId) : null;
    return c ? { certificatePem: c.certificatePem, chainPem: c.chainPem, privateKeyPem: this.open!(c.privateKeySealed) } : null;
  }

  /** SII: the folio's CAF of its type (33, 61, boletas 39 / 41; key opened), the certificate, the sender (settings), the Acteco codes (the setup's, else the settings'), the resolution; null when one is missing. */
  private async siiFacts(f: DocumentFacts): Promise<PayloadFacts['sii']> {
    const setupId = f.view.document.setupId;
    // A boleta's folio is of its own CAF (39, or 41 exenta: the series names the type).
    const type = f.doc.boleta ? Number(f.doc.series) : f.doc.kind === 'creditNote' ? 61 : 33;
    const [caf, key, folios] = await Promise.all([cafOfFolio(this.db, setupId, type, f.doc.sequence), this.clientCertificate(f), foliosOf(this.db, setupId)]);
    const creds = f.settings.sii?.credentials ?? {};
    const open = (v: string) => (v.startsWith('v1:') ? this.open!(v) : v);
    // The invoice setup's Acteco codes; a setup without them, the single code of the SII credentials (as before the setup had them).
    const setupCodes = f.setup ? activityCodesOf(f.setup) : [];
    const activityCodes = setupCodes.length ? setupCodes : creds.acteco && this.open ? [open(creds.acteco)] : [];
    // A boleta states no Acteco (EnvioBOLETA_v11.xsd), so it needs none.
    if (!caf || !key || !this.open || !creds.senderRut || (!activityCodes.length && !f.doc.boleta) || !folios.resolutionDate) return null;
    return {
      caf: `<AUTORIZACION>${caf.cafXml}<RSASK>${this.open(caf.privateKeySealed)}</RSASK></AUTORIZACION>`,
      key,
      senderRut: open(creds.senderRut),
      activityCodes,
      resolutionDate: folios.resolutionDate,
      resolutionNumber: Number(folios.resolutionNumber || 0),
      stampedAt: santiagoClock(f.view.document.issuedAt),
    };
  }

  async payloadFacts(office: SubmissionOffice, f: DocumentFacts): Promise<PayloadFacts> {
    if (office === 'sunat' || office === 'sri') {
      const c = this.open ? await sealedCertificateOf(this.db, f.view.document.setupId) : null;
      return { previous: null, signingKey: c ? { certificatePem: c.certificatePem, privateKeyPem: this.open!(c.privateKeySealed) } : null };
    }
    if (office === 'sii') return { previous: null, sii: await this.siiFacts(f) };
    if (office !== 'verifactu') return { previous: null };
    const last = await lastChainedRecord(this.db, f.view.document.setupId, office, f.view.id);
    return { previous: last ? { issuerNif: f.doc.seller.taxId, number: last.number, issueDate: last.issueDate, huella: last.fingerprint } : null };
  }
}
