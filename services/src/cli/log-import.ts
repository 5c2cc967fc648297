import { loadConfig } from '../platform/config/config.js';
import { migrate } from '../platform/database/migrator.js';
import { importLog } from '../platform/event-store/log-transfer.js';
import { openDatabase } from '../platform/platform.js';
import { fail } from './cli-platform.js';

/**
 * `npm run log:import -- file.jsonl`: loads an exported log into an EMPTY store. Start the app
 * (or run `npm run rebuild`) afterwards: read models are built from the imported log.
 */
async function main() {
  const file = process.argv[2] ?? fail('usage: npm run log:import -- <file.jsonl>');
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const n = await importLog(db, file, (done) => process.stderr.write(`\r${done} events imported`));
    console.error(`\n${n} events imported; run \`npm run rebuild\` or start the app to build the read models.`);
  } finally {
    await db.close();
  }
}
main().catch(fail);
