import type { SubmissionSettingsSaved } from '@tradedesk/contracts/invoicing/submission';
import { decideByType, type Decider, type EvolveEvent } from '../../platform/cqrs/decider.js';
import type { SubmissionSettingsState } from './submission-settings.state.js';
import { decideSaveSubmissionSettings, type SaveSubmissionSettings } from './save-submission-settings/save-submission-settings.decide.js';


/** A selling company's office switches and credentials (stream einvoicesettings-<setupId>). */
export const submissionSettingsDecider: Decider<SaveSubmissionSettings, SubmissionSettingsState, SubmissionSettingsSaved> = {
  initialState: () => ({ offices: {} }),
  evolve: (_s, e: EvolveEvent<SubmissionSettingsSaved>) => ({ offices: e.data.offices }),
  decide: decideByType<SaveSubmissionSettings, SubmissionSettingsState, SubmissionSettingsSaved>({ SaveSubmissionSettings: decideSaveSubmissionSettings }),
};
