/** "CODE · Name" of a list row's warehouse (the list answers it), else its id. */
export const warehouseLabel = (r: { warehouseId: string; warehouseCode: string | null; warehouseName: string | null }) =>
  r.warehouseCode ? `${r.warehouseCode} · ${r.warehouseName ?? ''}` : r.warehouseId;
