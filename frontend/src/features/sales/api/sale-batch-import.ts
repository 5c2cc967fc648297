import { SALE_ORDER_LIST_READ_MODEL, type SaleImportAnswer } from '@tradedesk/contracts/sales/sale-order';
import { noteWrite } from '../../../lib/read-your-writes';
import { postSheetJob, readFileBase64, type UploadPhase } from '../../../lib/upload';

/**
 * POST /be/api/sale/order/batch-import with progress: the file read (percent), sent (percent),
 * then the queue job checking and writing every order (all or nothing; its percent once it
 * reports), followed through GET /be/api/queue/status until it ends.
 */
export async function importSaleOrdersWithProgress(input: { file: File; commit: boolean }, onPhase: (p: UploadPhase) => void): Promise<SaleImportAnswer> {
  onPhase({ phase: 'reading', percent: 0 });
  const base64 = await readFileBase64(input.file, (percent) => onPhase({ phase: 'reading', percent }));
  const body = { commandId: crypto.randomUUID(), fileName: input.file.name, file: base64, commit: input.commit };
  const result = await postSheetJob<SaleImportAnswer>('/api/sale/order/batch-import', body, onPhase);
  noteWrite(SALE_ORDER_LIST_READ_MODEL, result.globalPosition);
  return result;
}
