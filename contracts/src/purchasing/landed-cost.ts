/**
 * Landed costs (issue 13): freight, insurance, duties, port and customs fees of a sea waybill,
 * spread over the received lines of its purchase orders. The cost projection adds each
 * allocation to the value of the received line it names, at the receipt's time, so costs that
 * arrive after the goods (or after the goods were sold) correct the cost of what followed.
 * Appended on the waybill's stream (`sea-waybill-<id>`).
 */

export const LANDED_COST_KINDS = ['freight', 'insurance', 'duty', 'port', 'customs', 'other'] as const;
export type LandedCostKind = (typeof LANDED_COST_KINDS)[number];
export const ALLOCATION_BASES = ['value', 'quantity', 'weight', 'volume'] as const;
export type AllocationBasis = (typeof ALLOCATION_BASES)[number];

export interface LandedCostAllocation {
  purchaseOrderId: string;
  receiptId: string;
  /** The receipt's line (PurchaseOrderReceived lines[].line = StockMoved movement.line). */
  receiptLine: number;
  productId: string;
  warehouseId: string;
  /** Cost currency (CostCurrencyID), added to the line's value (not per unit). */
  amount: string;
}

export interface LandedCostAllocated {
  type: 'LandedCostAllocated';
  data: {
    waybillId: string;
    waybillNumber: string;
    /** One cost of the waybill; a cost is allocated again (re-spread) only after it was withdrawn. */
    costId: string;
    kind: LandedCostKind;
    basis: AllocationBasis;
    /** The cost as invoiced, in its own currency. */
    currency: string;
    amount: string;
    /** currency -> cost currency. */
    rate: string;
    costCurrency: string;
    /** Sum of amounts = amount x rate in the cost currency's decimals (the rounding rest on the largest). */
    allocations: LandedCostAllocation[];
  };
}

/** An allocated cost taken back (a wrong invoice, or before spreading it again over more receipts). */
export interface LandedCostWithdrawn {
  type: 'LandedCostWithdrawn';
  data: { waybillId: string; waybillNumber: string; costId: string; reason: string };
}

export type LandedCostEvent = LandedCostAllocated | LandedCostWithdrawn;
