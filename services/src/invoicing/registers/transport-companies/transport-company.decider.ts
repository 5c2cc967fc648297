import type { TransportCompanyEvent } from '@tradedesk/contracts/invoicing/transport-registers';
import { decideByType, type Decider } from '../../../platform/cqrs/decider.js';
import { type ChangeTransportCompany, decideChangeTransportCompany } from './change-transport-company/change-transport-company.decide.js';
import { type CreateTransportCompany, decideCreateTransportCompany } from './create-transport-company/create-transport-company.decide.js';
import { decideSetTransportCompanyActive, type SetTransportCompanyActive } from './set-transport-company-active/set-transport-company-active.decide.js';
import { evolveTransportCompany, initialTransportCompanyState, type TransportCompanyState } from './transport-company.state.js';

export type TransportCompanyCommand = CreateTransportCompany | ChangeTransportCompany | SetTransportCompanyActive;

/** The transport company register: one stream per carrier. */
export const transportCompanyDecider: Decider<TransportCompanyCommand, TransportCompanyState, TransportCompanyEvent> = {
  initialState: initialTransportCompanyState,
  evolve: evolveTransportCompany,
  decide: decideByType<TransportCompanyCommand, TransportCompanyState, TransportCompanyEvent>({
    CreateTransportCompany: decideCreateTransportCompany,
    ChangeTransportCompany: decideChangeTransportCompany,
    SetTransportCompanyActive: decideSetTransportCompanyActive,
  }),
};
