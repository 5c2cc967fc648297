import type { CafSettings, InvoiceKeysEvent } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** What a setup's keys stream says: the CAF ranges loaded (in order), the warning, the certificate. */
export interface InvoiceKeysState {
  ranges: { documentType: number; from: number; to: number }[];
  settings: CafSettings;
  certificateSerial: string | null;
  ksefOfflineSerial: string | null;
}

export const initialInvoiceKeysState = (): InvoiceKeysState => ({ ranges: [], settings: { warnAt: null, resolutionNumber: '', resolutionDate: '' }, certificateSerial: null, ksefOfflineSerial: null });

export function evolveInvoiceKeys(s: InvoiceKeysState, e: EvolveEvent<InvoiceKeysEvent>): InvoiceKeysState {
  switch (e.type) {
    case 'CafLoaded':
      return { ...s, ranges: [...s.ranges, { documentType: e.data.documentType, from: e.data.from, to: e.data.to }] };
    case 'CafSettingsSet': {
      const { setupId: _s, ...settings } = e.data;
      return { ...s, settings };
    }
    case 'SigningCertificateLoaded':
      return { ...s, certificateSerial: e.data.serialNumber };
    case 'KsefOfflineCertificateLoaded':
      return { ...s, ksefOfflineSerial: e.data.serialNumber };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}
