import type { EDocument } from '@tradedesk/contracts/invoicing/e-document';
import type { InvoiceView } from '@tradedesk/contracts/invoicing/invoice';
import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { getInvoiceClient } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { sealedCertificateOf } from '@tradedesk/projections/invoicing/invoice-keys/invoice-keys.query';
import { lastChainedRecord } from '@tradedesk/projections/invoicing/invoice-submissions/invoice-submissions.query';
import { getInvoice } from '@tradedesk/projections/invoicing/invoices/invoices.query';
import { type SubmissionSettings, submissionSettingsWithSecrets } from '@tradedesk/projections/invoicing/submission-settings/submission-settings.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { toEDocument } from '../e-documents/to-e-document.js';
import type { PayloadFacts } from './payload.js';

export interface DocumentFacts {
  view: InvoiceView;
  doc: EDocument;
  settings: SubmissionSettings;
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
    const [setup, client, settings] = await Promise.all([getInvoiceSetup(this.db, view.document.setupId), getInvoiceClient(this.db, view.document.clientId), submissionSettingsWithSecrets(this.db, view.document.setupId)]);
    if (!setup || !client) return null;
    return { view, doc: toEDocument(view.document, setup, client), settings };
  }

  settingsOf(setupId: string): Promise<SubmissionSettings> {
    return submissionSettingsWithSecrets(this.db, setupId);
  }

  async payloadFacts(office: SubmissionOffice, f: DocumentFacts): Promise<PayloadFacts> {
    if (office === 'sunat' || office === 'sri') {
      const c = this.open ? await sealedCertificateOf(this.db, f.view.document.setupId) : null;
      return { previous: null, signingKey: c ? { certificatePem: c.certificatePem, privateKeyPem: this.open!(c.privateKeySealed) } : null };
    }
    if (office !== 'verifactu') return { previous: null };
    const last = await lastChainedRecord(this.db, f.view.document.setupId, office, f.view.id);
    return { previous: last ? { issuerNif: f.doc.seller.taxId, number: last.number, issueDate: last.issueDate, huella: last.fingerprint } : null };
  }
}
