/**
 * Delivery-note print types (company setting) -> sale print page name (docs/sales.md "Prints"):
 * sheet1..sheet19, sheetiva, sheet42 and sheet52 have their own numbered page; anything else the
 * generic one.
 */
import { NUMBERED_SALE_PRINTS } from '../../app/route-tree';

export function salePrintRouteName(printType: string | null | undefined): string {
  const match = /^sheet(.+)$/i.exec((printType ?? '').trim());
  if (match) {
    const suffix = match[1]!.toLowerCase() === 'iva' ? 'Iva' : match[1]!;
    if ((NUMBERED_SALE_PRINTS as readonly string[]).includes(suffix)) return `SalePrint${suffix}`;
  }
  return 'SalePrint';
}
