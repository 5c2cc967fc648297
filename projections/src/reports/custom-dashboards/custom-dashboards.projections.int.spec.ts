import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { customDashboardsProjector } from './custom-dashboards.projector.js';
import { customDashboardOf } from './custom-dashboards.query.js';

let pos = 0;
const arranged = (userId: string, version: number, widgets: string[]): StoredEvent =>
  ({ type: 'CustomDashboardArranged', data: { userId, widgets }, schemaVersion: 1, streamId: `custom-dashboard-${userId}`, streamVersion: version, globalPosition: String(++pos), transactionId: '1', metadata: { userId, commandId: `c${pos}`, correlationId: 'c', causationId: 'c' }, recordedAt: '2026-03-01T10:00:00.000Z' }) as StoredEvent;

describe('custom dashboards read model', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    await customDashboardsProjector.migrate(ctx());
  });
  afterAll(() => t?.drop());

  it("keeps each user's last arrangement, in order, and a replay changes nothing", async () => {
    const events = [arranged('ana', 1, ['salesToday', 'receivables']), arranged('li', 1, ['warehouses']), arranged('ana', 2, ['receivables', 'salesChart'])];
    await customDashboardsProjector.apply(events, ctx());
    expect(await customDashboardOf(t.db, 'ana')).toEqual({ widgets: ['receivables', 'salesChart'], version: 2 });
    expect(await customDashboardOf(t.db, 'li')).toEqual({ widgets: ['warehouses'], version: 1 });
    expect(await customDashboardOf(t.db, 'wang')).toEqual({ widgets: [], version: 0 });
    await customDashboardsProjector.apply(events, ctx());
    await customDashboardsProjector.apply([events[0]!], ctx());
    expect(await customDashboardOf(t.db, 'ana')).toEqual({ widgets: ['receivables', 'salesChart'], version: 2 });
  });
});
