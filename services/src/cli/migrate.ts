import { loadConfig } from '../platform/config/config.js';
import { migrate } from '../platform/database/migrator.js';
import { openDatabase } from '../platform/platform.js';
import { fail } from './cli-platform.js';

/** `npm run migrate`: applies infra/migrations to DATABASE_URL (or the embedded store). */
async function main() {
  const db = await openDatabase(loadConfig());
  try {
    const applied = await migrate(db, (l) => console.log(l));
    console.log(applied.length ? `${applied.length} migration(s) applied.` : 'The event store schema is up to date.');
  } finally {
    await db.close();
  }
}
main().catch(fail);
