import type { PosRegisterEvent } from '@tradedesk/contracts/pos/pos';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type ChangeRegister, decideChangeRegister } from './change-register/change-register.decide.js';
import { type CreateRegister, decideCreateRegister } from './create-register/create-register.decide.js';
import { evolveRegister, initialRegisterState, type RegisterState } from './register.state.js';

export type RegisterCommand = CreateRegister | ChangeRegister;

/** A till (docs/pos.md "Registers and devices"). */
export const registerDecider: Decider<RegisterCommand, RegisterState, PosRegisterEvent> = {
  initialState: initialRegisterState,
  evolve: evolveRegister,
  decide: decideByType<RegisterCommand, RegisterState, PosRegisterEvent>({ CreateRegister: decideCreateRegister, ChangeRegister: decideChangeRegister }),
};
