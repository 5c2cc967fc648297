// Holds the projection-daemon lease until killed (services/src/platform/projections/daemon-crash.int.spec.ts).
import { PgDatabase } from '../../services/dist/platform/database/pg.database.js';
import { DAEMON_LEASE_KEY } from '../../services/dist/platform/daemon-leader.js';

const db = new PgDatabase(process.env.TEST_DB_URL, { max: 1 });
const lease = await db.tryLease(DAEMON_LEASE_KEY);
process.stdout.write(lease ? 'leader\n' : 'standby\n');
setInterval(() => undefined, 1000);
