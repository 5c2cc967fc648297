import { loadConfig } from '../platform/config/config.js';
import { exportLog } from '../platform/event-store/log-transfer.js';
import { openDatabase } from '../platform/platform.js';
import { fail } from './cli-platform.js';

/** `npm run log:export -- file.jsonl`: the whole event log as JSON lines, in commit order. */
async function main() {
  const file = process.argv[2] ?? fail('usage: npm run log:export -- <file.jsonl>');
  const db = await openDatabase(loadConfig());
  try {
    const n = await exportLog(db, file, (done) => process.stderr.write(`\r${done} events exported`));
    console.error(`\n${n} events written to ${file}`);
  } finally {
    await db.close();
  }
}
main().catch(fail);
