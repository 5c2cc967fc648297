import type { InvoiceKeysEvent } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** What a setup's keys stream says: the CAF ranges loaded (in order), the warning, the certificate. */
export interface InvoiceKeysState {
  ranges: { documentType: number; from: number; to: number }[];
  warnAt: number | null;
  certificateSerial: string | null;
}

export const initialInvoiceKeysState = (): InvoiceKeysState => ({ ranges: [], warnAt: null, certificateSerial: null });

export function evolveInvoiceKeys(s: InvoiceKeysState, e: EvolveEvent<InvoiceKeysEvent>): InvoiceKeysState {
  switch (e.type) {
    case 'CafLoaded':
      return { ...s, ranges: [...s.ranges, { documentType: e.data.documentType, from: e.data.from, to: e.data.to }] };
    case 'FolioWarningSet':
      return { ...s, warnAt: e.data.warnAt };
    case 'SigningCertificateLoaded':
      return { ...s, certificateSerial: e.data.serialNumber };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}
