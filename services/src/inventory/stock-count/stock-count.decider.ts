import type { StockCountEvent } from '@tradedesk/contracts/inventory/count';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideImportCountLines, type ImportCountLines } from './import-count-lines/import-count-lines.decide.js';
import { decideOpenCount, type OpenCount } from './open-count/open-count.decide.js';
import { decidePostCount, type PostCount } from './post-count/post-count.decide.js';
import { decideRecordCountLines, type RecordCountLines } from './record-count-lines/record-count-lines.decide.js';
import { evolveStockCount, initialStockCountState, type StockCountState } from './stock-count.state.js';

export type StockCountCommand = OpenCount | RecordCountLines | ImportCountLines | PostCount;

/**
 * A stock check (count order): opened with a snapshot of the book, counted lines recorded (by hand
 * or from a spreadsheet), posted as count adjustments. Each command's rule is in the use-case
 * folder named after it.
 */
export const stockCountDecider: Decider<StockCountCommand, StockCountState, StockCountEvent> = {
  initialState: initialStockCountState,
  evolve: evolveStockCount,
  decide: decideByType<StockCountCommand, StockCountState, StockCountEvent>({
    OpenCount: decideOpenCount,
    RecordCountLines: decideRecordCountLines,
    ImportCountLines: decideImportCountLines,
    PostCount: decidePostCount,
  }),
};
