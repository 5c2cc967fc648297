import type { DriverEvent } from '@tradedesk/contracts/invoicing/transport-registers';
import { decideByType, type Decider } from '../../../platform/cqrs/decider.js';
import { type ChangeDriver, decideChangeDriver } from './change-driver/change-driver.decide.js';
import { type CreateDriver, decideCreateDriver } from './create-driver/create-driver.decide.js';
import { evolveDriver, initialDriverState, type DriverState } from './driver.state.js';
import { decideSetDriverActive, type SetDriverActive } from './set-driver-active/set-driver-active.decide.js';

export type DriverCommand = CreateDriver | ChangeDriver | SetDriverActive;

/** The driver register: one stream per driver. */
export const driverDecider: Decider<DriverCommand, DriverState, DriverEvent> = {
  initialState: initialDriverState,
  evolve: evolveDriver,
  decide: decideByType<DriverCommand, DriverState, DriverEvent>({ CreateDriver: decideCreateDriver, ChangeDriver: decideChangeDriver, SetDriverActive: decideSetDriverActive }),
};
