import type { OfficeSettings, SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';

/** A company's saved office settings (with the credentials). */
export interface SubmissionSettingsState {
  offices: Partial<Record<SubmissionOffice, OfficeSettings>>;
}
