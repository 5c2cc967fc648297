import type { SubmissionSettingsEvent } from '@tradedesk/contracts/invoicing/submission';
import { decideByType, type Decider, type EvolveEvent } from '../../platform/cqrs/decider.js';
import type { SubmissionSettingsState } from './submission-settings.state.js';
import { decideSaveSubmissionSettings, type SaveSubmissionSettings } from './save-submission-settings/save-submission-settings.decide.js';
import { type ConnectOffice, decideConnectOffice } from './connect-office/connect-office.decide.js';
import { decideRefreshOfficeToken, type RefreshOfficeToken } from './refresh-office-token/refresh-office-token.decide.js';

type SettingsCommand = SaveSubmissionSettings | ConnectOffice | RefreshOfficeToken;


/** A selling company's office switches and credentials (stream einvoicesettings-<setupId>). */
export const submissionSettingsDecider: Decider<SettingsCommand, SubmissionSettingsState, SubmissionSettingsEvent> = {
  initialState: () => ({ offices: {} }),
  evolve: (_s, e: EvolveEvent<SubmissionSettingsEvent>) => ({ offices: e.data.offices }),
  decide: decideByType<SettingsCommand, SubmissionSettingsState, SubmissionSettingsEvent>({ SaveSubmissionSettings: decideSaveSubmissionSettings, ConnectOffice: decideConnectOffice, RefreshOfficeToken: decideRefreshOfficeToken }),
};
