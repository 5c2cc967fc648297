/** Where a purchase order's screens are (frontend/src/app/route-tree.ts). */
const seg = (id: string) => encodeURIComponent(id);
export const purchaseDetailsPath = (id: string) => `/purchase/${seg(id)}/details`;
export const purchaseDetailPath = (id: string) => `/product/purchase/${seg(id)}/detail`;
export const purchasePrintPath = (id: string) => `/product/purchase/print/${seg(id)}`;
export const purchaseSplitPath = (id: string) => `/product/purchase/${seg(id)}/inbound-split`;
