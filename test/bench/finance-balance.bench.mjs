// Issue 14's figure: the balance of a money account as of a date over 1M entries, p95 <= 50 ms.
// 1M FinanceEntryPosted events (income and expense on 4 accounts, one of them taking half of all
// entries, spread over two years) are seeded straight into es.events; the money-accounts and
// account-postings read models are rebuilt from the log; then the balance as of random past
// instants is asked of one account (postedAsOf, what GET /finance/accounts?asOf= uses) and of the
// whole account list (listMoneyAccounts), 300 times each.
import { createBenchDatabase, fmt, loadAverage, quantile, reportLine, round, waitReadable } from './_lib.mjs';

export const key = 'financeBalance';

export async function run({ quick, url, log = console.log, events }) {
  const n = events ?? (quick ? 100_000 : 1_000_000);
  const bench = await createBenchDatabase(url);
  const load = { start: loadAverage() };
  log(`finance balance: load average ${load.start.join(' ')}`);
  const { PgDatabase } = await import('../../services/dist/platform/database/pg.database.js');
  const { migrate } = await import('../../services/dist/platform/database/migrator.js');
  const { SqlEventStore } = await import('../../services/dist/platform/event-store/event-store.js');
  const { rebuildProjector } = await import('../../projections/dist/platform/rebuild.js');
  const { ensureCheckpoint } = await import('../../projections/dist/platform/checkpoints.js');
  const { moneyAccountsProjector } = await import('../../projections/dist/finance/money-accounts/money-accounts.projector.js');
  const { accountPostingsProjector } = await import('../../projections/dist/finance/account-postings/account-postings.projector.js');
  const { postedAsOf } = await import('../../projections/dist/finance/account-postings/account-postings.query.js');
  const { listMoneyAccounts } = await import('../../projections/dist/finance/money-accounts/money-accounts.query.js');
  const db = new PgDatabase(bench.url, { max: 4 });
  try {
    await migrate(db);
    const accounts = ['cash', 'bank', 'usd-bank', 'petty'];
    const t0 = performance.now();
    for (const [i, id] of accounts.entries()) {
      await db.query(
        `insert into es.events (stream_id, stream_version, type, data, metadata, recorded_at)
         values ($1, 1, 'MoneyAccountOpened', $2::jsonb, '{"userId":"u-bench"}'::jsonb, now() - interval '800 days')`,
        [`money-account-${id}`, JSON.stringify({ accountId: id, kind: i % 2 ? 'bank' : 'cash', name: `Account ${id}`, currency: 'USD', openingBalance: '1000', bankName: i % 2 ? 'Bank' : '', accountNumber: '' })],
      );
    }
    const CHUNK = 20000;
    for (let from = 0; from < n; from += CHUNK) {
      const to = Math.min(n, from + CHUNK) - 1;
      await db.query(
        `insert into es.events (stream_id, stream_version, type, data, metadata, recorded_at)
         select 'finance-entry-b' || g, 1, 'FinanceEntryPosted',
           jsonb_build_object('entryId', 'b' || g, 'direction', case when g % 3 = 0 then 'expense' else 'income' end,
             'accountId', (array['cash','cash','bank','usd-bank','cash','petty'])[1 + g % 6], 'classId', 'k', 'currency', 'USD',
             'amount', ((g % 997) + 1)::text || '.25', 'date', to_char(now() - interval '730 days' + (g::float8 / ${n}) * interval '730 days', 'YYYY-MM-DD'),
             'partyType', null, 'partyId', null, 'memo', '', 'attachment', ''),
           jsonb_build_object('userId', 'u-bench'),
           now() - interval '730 days' + (g::float8 / ${n}) * interval '730 days'
         from generate_series($1::int, $2::int) as g`,
        [from, to],
      );
    }
    await db.query('vacuum analyze es.events');
    log(`finance balance: seeded ${fmt(n)} entries in ${round((performance.now() - t0) / 1000, 1)} s`);
    const store = new SqlEventStore(db);
    const figures = { entries: n };
    for (const p of [moneyAccountsProjector, accountPostingsProjector]) {
      await waitReadable((t) => db.query(t), 'es.events', n, log);
      await ensureCheckpoint(db, p.name);
      const r = await rebuildProjector({ db, source: store, projector: p, batchSize: 20000 });
      if (p === accountPostingsProjector) figures.rebuildEventsPerSecond = r.eventsPerSecond;
      log(`finance balance: rebuilt ${p.name} from ${fmt(r.events)} events in ${round(r.ms / 1000, 2)} s = ${fmt(r.eventsPerSecond)} events/s`);
    }
    await db.query('vacuum analyze rm.account_postings');
    await db.query('vacuum analyze rm.account_posting_days');
    const sample = async (label, fn, runs = 300) => {
      const lat = [];
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        await fn(i);
        lat.push(performance.now() - s);
      }
      lat.sort((a, b) => a - b);
      const p95 = round(quantile(lat, 0.95), 2);
      log(`finance balance: ${label}: p50 ${round(quantile(lat, 0.5), 2)} ms, p95 ${p95} ms`);
      return p95;
    };
    const day = 24 * 3600_000;
    const at = (i) => new Date(Date.now() - ((i * 7919) % 720) * day - ((i * 104729) % day)).toISOString();
    figures.oneAccountP95Ms = await sample('one account as of a past instant', (i) => postedAsOf(db, [accounts[i % accounts.length]], at(i)));
    figures.accountListP95Ms = await sample('every account as of a past instant (the /finance/bank list)', (i) => listMoneyAccounts(db, {}, at(i)));
    // The ledger agrees with the log: the cash balance now equals the opening balance plus a plain sum of its entries.
    const { rows } = await db.query(
      `select 1000 + sum(case when data->>'direction' = 'income' then 1 else -1 end * (data->>'amount')::numeric) as b
         from es.events where type = 'FinanceEntryPosted' and data->>'accountId' = 'cash'`,
    );
    const list = await listMoneyAccounts(db, {}, new Date(Date.now() + 60_000).toISOString());
    const cash = list.accounts.find((a) => a.id === 'cash');
    if (Number(cash.balance) !== Number(rows[0].b)) throw new Error(`cash balance ${cash.balance} differs from the log's ${rows[0].b}`);
    figures.targetP95Ms = 50;
    load.end = loadAverage();
    log(`finance balance: load average at the end ${load.end.join(' ')}`);
    figures.load = load;
    figures.report = [
      reportLine(log, `balance of one account as of a date over ${fmt(n)} entries: p95`, `${figures.oneAccountP95Ms} ms`, '<= 50 ms', figures.oneAccountP95Ms <= 50),
      reportLine(log, `balances of every account as of a date over ${fmt(n)} entries: p95`, `${figures.accountListP95Ms} ms`, '<= 50 ms', figures.accountListP95Ms <= 50),
      reportLine(log, `account ledger rebuild over ${fmt(n)} entries`, `${fmt(figures.rebuildEventsPerSecond)} events/s`, 'none', null),
    ];
    return figures;
  } finally {
    await db.close();
    await bench.drop();
  }
}
