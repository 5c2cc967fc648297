import type { CompanySettingsEvent } from '@tradedesk/contracts/settings/company-settings';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type ChangeSettings, decideChangeSettings } from './change-settings/change-settings.decide.js';
import { type CompanySettingsState, evolveCompanySettings, initialCompanySettingsState } from './company-settings.state.js';
import { type CreateCompany, decideCreateCompany } from './create-company/create-company.decide.js';

export type CompanySettingsCommand = CreateCompany | ChangeSettings;

/** The company settings stream: each command's rule is in the use-case folder named after it. */
export const companySettingsDecider: Decider<CompanySettingsCommand, CompanySettingsState, CompanySettingsEvent> = {
  initialState: initialCompanySettingsState,
  evolve: evolveCompanySettings,
  decide: decideByType<CompanySettingsCommand, CompanySettingsState, CompanySettingsEvent>({
    CreateCompany: decideCreateCompany,
    ChangeSettings: decideChangeSettings,
  }),
};
