import { INVOICE_COUNTRIES } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { FieldOption } from '../../components/form/Field';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The eight countries as a select's options ("Polska (PL)"...). */
export const countryOptions = (t: T): FieldOption[] => INVOICE_COUNTRIES.map((c) => ({ value: c, label: `${t(`invoicing.country.${c}`)} (${c})` }));
/** The words of an invoicing event in a history. */
export const eventLabel = (t: T, type: string) => t(`invoicing.events.${type}`, { defaultValue: type });
