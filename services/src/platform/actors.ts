import { ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import type { Session } from './http/request-context.js';

/** The actor of what the application does by itself (first start). Counts as Root. */
export const SYSTEM_ACTOR = 'system';
/** The actor of the demo data set. Counts as Root. */
export const DEMO_ACTOR = 'demo';
/** The actor of anonymous sign-in attempts. */
export const ANONYMOUS_ACTOR = 'anonymous';

export const isRoot = (s: Pick<Session, 'roles'>) => s.roles.includes(ROLE_ROOT);
