import type { ClosingEvent } from '@tradedesk/contracts/finance/closings';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type CloseDay, decideCloseDay } from './close-day/close-day.decide.js';
import { type CloseMonth, decideCloseMonth } from './close-month/close-month.decide.js';
import { evolveClosing, initialClosingState, type ClosingState } from './closing.state.js';
import { decideReopenDay, type ReopenDay } from './reopen-day/reopen-day.decide.js';
import { decideReopenMonth, type ReopenMonth } from './reopen-month/reopen-month.decide.js';

export type ClosingCommand = CloseDay | CloseMonth | ReopenDay | ReopenMonth;

/** Day and month closing: one stream per period, closed and reopened any number of times. */
export const closingDecider: Decider<ClosingCommand, ClosingState, ClosingEvent> = {
  initialState: initialClosingState,
  evolve: evolveClosing,
  decide: decideByType<ClosingCommand, ClosingState, ClosingEvent>({
    CloseDay: decideCloseDay,
    CloseMonth: decideCloseMonth,
    ReopenDay: decideReopenDay,
    ReopenMonth: decideReopenMonth,
  }),
};
