import type { DeskEvent } from '@tradedesk/contracts/pos/desks';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type ChangeDesk, decideChangeDesk } from './change-desk/change-desk.decide.js';
import { type CreateDesk, decideCreateDesk } from './create-desk/create-desk.decide.js';
import { type DeskState, evolveDesk, initialDeskState } from './desk.state.js';
import { decideReorderDesks, type ReorderDesks } from './reorder-desks/reorder-desks.decide.js';
import { decideSetDeskStatus, type SetDeskStatus } from './set-desk-status/set-desk-status.decide.js';

export type DeskCommand = CreateDesk | ChangeDesk | SetDeskStatus | ReorderDesks;

/** A restaurant table (docs/pos.md "Desks"). */
export const deskDecider: Decider<DeskCommand, DeskState, DeskEvent> = {
  initialState: initialDeskState,
  evolve: evolveDesk,
  decide: decideByType<DeskCommand, DeskState, DeskEvent>({ CreateDesk: decideCreateDesk, ChangeDesk: decideChangeDesk, SetDeskStatus: decideSetDeskStatus, ReorderDesks: decideReorderDesks }),
};
