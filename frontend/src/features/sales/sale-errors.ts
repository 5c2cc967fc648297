import type { TFunction } from 'i18next';
import { ApiRequestError, errorMessage } from '../../lib/api';

/** Refusals the sale screens explain in the user's language (the server's own words follow). */
const EXPLAINED = [
  'version_conflict',
  'picking_incomplete',
  'negative_stock',
  'overpaid',
  'order_committed',
  'order_cancelled',
  'order_hung',
  'order_stocked_out',
  'already_transformed',
  'not_a_sale',
  'order_empty',
  'import_refused',
] as const;

export const reasonOf = (error: unknown): string | undefined => (error instanceof ApiRequestError ? error.error?.reason : undefined);

/** The text to show for a failed sale command: a translated explanation, then what the server said. */
export function saleErrorText(t: TFunction, error: unknown): string {
  const reason = reasonOf(error);
  if (reason === 'version_conflict') return t('sale.changedElsewhere');
  if (reason && (EXPLAINED as readonly string[]).includes(reason)) return `${t(`saleList.why.${reason}`)} (${errorMessage(error)})`;
  return errorMessage(error);
}
