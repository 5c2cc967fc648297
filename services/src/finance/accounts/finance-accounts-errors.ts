import { isUniqueViolation } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../../platform/event-store/errors.js';

/** Runs a command; a taken account name or class name (refused by an inline read model's index) becomes a 409. */
export async function withFinanceUniques<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e, 'money_accounts_name_uq')) throw new DomainError('money_account_name_taken', 'An account with this name exists already.', 409, { field: 'name' });
    if (isUniqueViolation(e, 'finance_classes_name_uq')) throw new DomainError('finance_class_name_taken', 'A class with this name exists already at this place of the tree.', 409, { field: 'name' });
    throw e;
  }
}

/** What a finance command answers: the document's id and where its events landed. */
export const answer = (id: string, r: { streamVersion: number; globalPosition: string; duplicate: boolean }) => ({ id, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate });
