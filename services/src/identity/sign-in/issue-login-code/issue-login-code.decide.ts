import type { LoginCodeEvent } from '@tradedesk/contracts/identity/sign-in';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { LoginCodeState } from '../login-code.state.js';

export interface IssueLoginCode {
  type: 'IssueLoginCode';
  codeId: string;
  userId: string;
  codeHash: string;
  expiresAt: string;
  /** The user the code signs in, as the handler found them (IdentityFactsLoader.forIssueLoginCode). */
  target: { exists: boolean; disabled: boolean; isRoot: boolean };
  actorIsRoot: boolean;
}

/** Issued for an enabled user (by Root only for a Root user), expiring in the future. */
export function decideIssueLoginCode(c: IssueLoginCode, s: LoginCodeState, ctx: DecideContext): LoginCodeEvent[] {
  if (s.issued) throw new DomainError('code_exists', 'This code was issued already.', 409);
  if (!c.target.exists) throw new DomainError('user_not_found', 'This user does not exist.', 404);
  if (c.target.disabled) throw new DomainError('user_disabled', 'This user is disabled; enable them first.', 400);
  if (c.target.isRoot && !c.actorIsRoot) throw new DomainError('root_only', 'Only a Root user may issue a code for a Root user.', 400);
  if (Date.parse(c.expiresAt) <= ctx.now.getTime()) throw new DomainError('code_expiry_past', 'The code must expire in the future.', 400);
  return [{ type: 'LoginCodeIssued', data: { codeId: c.codeId, userId: c.userId, codeHash: c.codeHash, expiresAt: c.expiresAt } }];
}
