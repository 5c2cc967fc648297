import type { WaybillEvent } from '@tradedesk/contracts/invoicing/waybill';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideIssueWaybill, type IssueWaybill } from './issue-waybill/issue-waybill.decide.js';
import { evolveWaybill, initialWaybillState, type WaybillState } from './waybill.state.js';

export type WaybillCommand = IssueWaybill;

/** Chile's guías de despacho (DTE 52): one stream per waybill, issued once. */
export const waybillDecider: Decider<WaybillCommand, WaybillState, WaybillEvent> = {
  initialState: initialWaybillState,
  evolve: evolveWaybill,
  decide: decideByType<WaybillCommand, WaybillState, WaybillEvent>({ IssueWaybill: decideIssueWaybill }),
};
