import { z } from 'zod';
import type { PackUnit, StockMoved } from './stock.js';

/**
 * The defective library (/product/defective). Goods found defective do not vanish: a write-off
 * with reason 'defective' (later also a customer return found defective) takes them out of
 * saleable stock and puts each line into the library of that warehouse as a LOT. A lot is held
 * until it is disposed of, in part or whole:
 *  - scrap: written off for good (the stock already left saleable stock when it came in);
 *  - return to supplier: sent back to a supplier (one of the suppliers, or a name typed in);
 *  - restock: repaired or found fine after all, back into saleable stock of the lot's warehouse as
 *    a stock movement ('return', source 'defective') at the lot's unit cost.
 * One stream per lot (`defective-<lotId>`), so disposals of different lots never contend and two
 * people disposing of the same lot at once get one winner and a 409.
 */

export const DEFECTIVE_SOURCE_TYPES = ['damage', 'return'] as const;
export type DefectiveSourceType = (typeof DEFECTIVE_SOURCE_TYPES)[number];
export const DISPOSAL_ACTIONS = ['scrap', 'return-to-supplier', 'restock'] as const;
export type DisposalAction = (typeof DISPOSAL_ACTIONS)[number];

export interface DefectiveSource {
  type: DefectiveSourceType;
  id: string;
  number: string;
  line: number;
}

export interface DefectiveReceived {
  type: 'DefectiveReceived';
  data: {
    lotId: string;
    warehouseId: string;
    productId: string;
    /** The unit the goods were recorded in, and the quantity in it. */
    unit: PackUnit;
    unitQuantity: string;
    /** Base units (decimal string > 0). */
    quantity: string;
    /** Cost of one base unit when the goods left saleable stock. */
    unitCost: string;
    source: DefectiveSource;
    note: string;
  };
}
interface DisposalData {
  lotId: string;
  /** Base units taken out of the lot. */
  quantity: string;
  /** Base units the lot still holds afterwards. */
  held: string;
  note: string;
}
export interface DefectiveScrapped {
  type: 'DefectiveScrapped';
  data: DisposalData;
}
export interface DefectiveReturnedToSupplier {
  type: 'DefectiveReturnedToSupplier';
  data: DisposalData & { supplierId: string | null; supplierName: string };
}
export interface DefectiveRestocked {
  type: 'DefectiveRestocked';
  data: DisposalData & { warehouseId: string };
}
export type DefectiveEvent = DefectiveReceived | DefectiveScrapped | DefectiveReturnedToSupplier | DefectiveRestocked | StockMoved;

export const DEFECTIVE_EVENT_TYPES = ['DefectiveReceived', 'DefectiveScrapped', 'DefectiveReturnedToSupplier', 'DefectiveRestocked'] as const;
export const DEFECTIVE_READ_MODEL = 'defective-library';
export const defectiveStreamId = (lotId: string) => `defective-${lotId}`;
/** A lot per line of its source document: the same line never enters the library twice. */
export const defectiveLotId = (source: { id: string; line: number }) => `${source.id}.${source.line}`;

// ---- API
const id = z.string().trim().min(1).max(64);
const positive = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, 'a positive decimal number like 12 or 2.5')
  .refine((v) => /[1-9]/.test(v), 'must be more than zero');

export const disposeDefectiveBody = z
  .object({
    commandId: z.uuid().optional(),
    /** The version of the lot the screen showed: a newer one answers 409. */
    version: z.number().int().min(1),
    action: z.enum(DISPOSAL_ACTIONS),
    /** Base units. */
    quantity: positive,
    /** return-to-supplier: a supplier of the suppliers list, or a name typed in. */
    supplierId: id.optional(),
    supplierName: z.string().trim().max(200).optional(),
    note: z.string().trim().max(500).default(''),
  })
  .strict()
  .refine((b) => b.action !== 'return-to-supplier' || !!b.supplierId || !!b.supplierName, { message: 'choose a supplier or type its name', path: ['supplierName'] });
export type DisposeDefectiveBody = z.infer<typeof disposeDefectiveBody>;

export const defectiveListQuery = z
  .object({
    warehouseId: id.optional(),
    productId: id.optional(),
    status: z.enum(['held', 'disposed', 'all']).default('held'),
    limit: z.coerce.number().int().min(1).max(10000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type DefectiveListQuery = z.infer<typeof defectiveListQuery>;

export const defectiveDisposalsQuery = z
  .object({
    warehouseId: id.optional(),
    productId: id.optional(),
    action: z.enum(DISPOSAL_ACTIONS).optional(),
    supplierId: id.optional(),
    limit: z.coerce.number().int().min(1).max(10000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type DefectiveDisposalsQuery = z.infer<typeof defectiveDisposalsQuery>;

// ---- answers
export interface DefectiveLotRow {
  lotId: string;
  warehouseId: string;
  warehouseName: string | null;
  productId: string;
  code: string | null;
  name: string | null;
  unit: PackUnit;
  unitQuantity: string;
  /** Base units received. */
  received: string;
  /** Base units still held. */
  held: string;
  unitCost: string;
  /** held x unit cost. */
  heldValue: string;
  source: DefectiveSource;
  note: string;
  receivedBy: string;
  receivedByName: string | null;
  receivedAt: string;
  status: 'held' | 'disposed';
  version: number;
}

export interface DefectiveDisposalRow {
  lotId: string;
  version: number;
  action: DisposalAction;
  quantity: string;
  supplierId: string | null;
  supplierName: string | null;
  note: string;
  warehouseId: string;
  productId: string;
  code: string | null;
  name: string | null;
  sourceNumber: string;
  userId: string;
  username: string | null;
  at: string;
}

export interface DefectiveLotDetail extends DefectiveLotRow {
  disposals: DefectiveDisposalRow[];
}
