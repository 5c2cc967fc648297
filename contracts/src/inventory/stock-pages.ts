/**
 * Page privileges of the stock document screens whose prints they open (route names of
 * frontend/src/app/route-tree.ts). The print page of a document follows the privileges of the
 * screens that make or list it (docs/shell.md "Print pages"); the server's print data answers the
 * same pages, so the page and its data cannot drift apart.
 */
import type { RouteName } from '../platform/route-names.js';

/** Screens that make or list transfers: their privilege opens the transfer note. */
export const TRANSFER_SCREENS = ['StockTransfer', 'StockTransferNew', 'StockTransferAll', 'StockTransferImport'] as const satisfies readonly RouteName[];
/** The write-off screen (form and list): its privilege opens the write-off note. */
export const DAMAGE_SCREENS = ['StockDamage'] as const satisfies readonly RouteName[];
/** Screens of count orders: their privilege opens the count sheet. */
export const COUNT_SCREENS = ['StockCheck', 'StockCheckDetail', 'StockCheckNew'] as const satisfies readonly RouteName[];
