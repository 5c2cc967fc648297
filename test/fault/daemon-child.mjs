// A projection daemon in its own process, for the kill -9 test (services/src/platform/projections/daemon-crash.int.spec.ts).
import { ProjectionDaemon } from '../../projections/dist/platform/daemon.js';
import { counterProjector } from '../../projections/dist/testing/counter.projector.js';
import { PgDatabase } from '../../services/dist/platform/database/pg.database.js';
import { SqlEventStore } from '../../services/dist/platform/event-store/event-store.js';

const db = new PgDatabase(process.env.TEST_DB_URL, { max: 2 });
const store = new SqlEventStore(db);
const daemon = new ProjectionDaemon(db, store, [counterProjector({ slowMs: Number(process.env.SLOW_MS ?? 3) })], { batchSize: 37 });
await daemon.prepare();
daemon.start();
process.stdout.write('started\n');
