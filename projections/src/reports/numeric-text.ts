import { plain } from '@tradedesk/contracts/platform/money';

/** A numeric column's text as a plain decimal string ('12.500000' -> '12.5'); null counts as 0. */
export const numericText = (v: string | null | undefined): string => plain(v ?? 0);
