import type { TillBoletaEvent } from '@tradedesk/contracts/invoicing/till-boletas';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideRecordTillBoletaFailure, type RecordTillBoletaFailure } from './issue-till-boleta/issue-till-boleta.decide.js';
import { evolveTillBoleta, initialTillBoletaState, type TillBoletaState } from './till-boleta.state.js';

export type TillBoletaCommand = RecordTillBoletaFailure;

/** The refused attempts at a till sale's boleta (docs/invoicing-es-latam.md "Boletas from the POS till"): one stream per sale. */
export const tillBoletaDecider: Decider<TillBoletaCommand, TillBoletaState, TillBoletaEvent> = {
  initialState: initialTillBoletaState,
  evolve: evolveTillBoleta,
  decide: decideByType<TillBoletaCommand, TillBoletaState, TillBoletaEvent>({ RecordTillBoletaFailure: decideRecordTillBoletaFailure }),
};
