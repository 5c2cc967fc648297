import { commitPurchaseOrderBody, createPurchaseOrderBody } from '@tradedesk/contracts/purchasing/purchase-order';
import { z } from 'zod';
import { linesBody, type PurchaseLineDraft } from './purchase-lines';

/** The order editor's values as typed. */
export interface PurchaseDraftForm {
  supplierId: string;
  warehouseId: string;
  currency: string;
  /** 'YYYY-MM-DD' or ''. */
  expectedDate: string;
  note: string;
  /** Order currency -> cost currency, sent at commit ('' when they are the same). */
  rate: string;
  lines: PurchaseLineDraft[];
}

/** The draft body the contract checks, plus the commit's rate (its own schema). */
const draftAndRate = createPurchaseOrderBody.omit({ commandId: true }).extend({ rate: commitPurchaseOrderBody.shape.rate });
export type PurchaseDraftValues = z.output<typeof draftAndRate>;

/** What the editor sends: the form as typed -> the contract's body (blank supplier / date as null, blank lines left out). */
export const toDraftBody = (f: PurchaseDraftForm): z.input<typeof draftAndRate> => ({
  supplierId: f.supplierId || null,
  warehouseId: f.warehouseId,
  currency: f.currency.trim().toUpperCase(),
  expectedDate: f.expectedDate.trim() || null,
  note: f.note,
  lines: linesBody(f.lines),
  ...(f.rate.trim() ? { rate: f.rate.trim() } : {}),
});

/** The form's schema: typed values -> body, refused by the contract's own rules under the fields' paths. */
export const purchaseDraftForm = z
  .custom<PurchaseDraftForm>((v) => typeof v === 'object' && v !== null)
  .transform(toDraftBody)
  .pipe(draftAndRate);
