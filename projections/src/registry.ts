import { sessionsProjector } from './identity/sessions/sessions.projector.js';
import { usersProjector } from './identity/users/users.projector.js';
import { alarmClockListProjector } from './messaging/alarm-clock-list/alarm-clock-list.projector.js';
import type { Projector } from './platform/projector.js';

/**
 * Every read model of the product. Each context adds its projectors here; the daemon (async)
 * and the append path (inline) take them from this list.
 */
export const identityProjectors: Projector[] = [usersProjector, sessionsProjector];
export const messagingProjectors: Projector[] = [alarmClockListProjector];

export function allProjectors(extra: Projector[] = []): Projector[] {
  return [...identityProjectors, ...messagingProjectors, ...extra];
}
