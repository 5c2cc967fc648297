import type { TFunction } from 'i18next';
import { ApiRequestError, errorText } from '../../lib/api';

export const reasonOf = (error: unknown): string | undefined => (error instanceof ApiRequestError ? error.error?.reason : undefined);

/**
 * The text to show for a failed sale command: every refusal reason is translated with its values
 * by the shared errorText (locales/<lang>/errors.json); a stale version keeps the sale screens' own
 * words ("changed elsewhere, reload").
 */
export function saleErrorText(t: TFunction, error: unknown): string {
  if (reasonOf(error) === 'version_conflict') return t('sale.changedElsewhere');
  return errorText(t, error);
}
