import type { EntryImportReport } from '@tradedesk/contracts/finance/entry-import';
import { uploadBytes } from '../../../lib/upload';
import { XLSX_TYPE } from '../../../lib/xlsx';

export type { EntryImportReport };

/** POST /be/api/finance/entries/import: the sheet under the import's command id; answers the queue job's id. */
export const importEntries = (file: File, commandId: string, onProgress?: (fraction: number) => void) =>
  uploadBytes<{ jobId: string }>('/api/finance/entries/import', file, { query: { commandId }, contentType: /\.csv$/i.test(file.name) ? 'text/csv' : XLSX_TYPE, onProgress });
