import type { INestApplication } from '@nestjs/common';
import type { pino } from 'pino';
import { IdentityService } from '../identity/identity.service.js';
import { PLATFORM } from '../platform/platform.module.js';
import type { Platform } from '../platform/platform.js';
import { alarmStreamId } from '@tradedesk/contracts/messaging/alarm-clock';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERS = [
  { username: 'admin', name: 'Ana Admin', roles: ['Admin'], language: 'es' as const },
  { username: 'invoice', name: 'Iván Facturas', roles: ['Invoice'], language: 'es' as const },
  { username: 'clerk', name: 'Li Wei', roles: ['Clerk'], language: 'zh' as const },
];

/**
 * The demo data set (`npm run demo`): users of each role and a few reminders. Idempotent: it
 * only adds what is missing, so running it twice changes nothing.
 */
export async function seedDemo(app: INestApplication, log: pino.Logger) {
  const identity = app.get(IdentityService);
  const platform = app.get<Platform>(PLATFORM);
  const { rows } = await platform.db.query<{ username: string; id: string }>('select lower(username) as username, id from rm.users');
  const have = new Map(rows.map((r) => [r.username, r.id]));
  for (const u of DEMO_USERS) {
    if (have.has(u.username)) continue;
    const r = await identity.createUser({ ...u, password: DEMO_PASSWORD }, 'demo');
    have.set(u.username, r.streamId.replace(/^user-/, ''));
  }
  const adminId = have.get('admin')!;
  const stream = alarmStreamId('demo-1');
  if ((await platform.store.readStream(stream)).version === 0) {
    await platform.store.append(
      stream,
      'no_stream',
      [{ type: 'AlarmSet', data: { alarmId: 'demo-1', ownerId: adminId, content: 'Confirm the container arrival with the customs agent in Valparaíso', remindAt: new Date(Date.now() + 3600_000).toISOString(), soId: null, poId: 'PO-2026-0042' } }],
      { userId: 'demo', commandId: 'demo-alarm-1', correlationId: 'demo', causationId: 'demo' },
    );
  }
  log.info(`demo data ready: users ${DEMO_USERS.map((u) => u.username).join(', ')} with password ${DEMO_PASSWORD}`);
}
