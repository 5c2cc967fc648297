import { MONEY_ACCOUNT_EVENT_TYPES, MONEY_ACCOUNTS_READ_MODEL, type MoneyAccountEvent } from '@tradedesk/contracts/finance/money-accounts';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.money_accounts: cash boxes and bank accounts as opened, inline: an entry's decision reads
 * its account right after the account is opened, and the unique index refuses a taken name.
 */
export const moneyAccountsProjector: Projector = {
  name: MONEY_ACCOUNTS_READ_MODEL,
  version: 1,
  inline: true,
  handles: MONEY_ACCOUNT_EVENT_TYPES,
  tables: ['money_accounts'],
  async migrate(ctx) {
    const t = ctx.table('money_accounts');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, kind text not null, name text not null, currency text not null, opening_balance numeric not null,
      bank_name text not null default '', account_number text not null default '', created_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists money_accounts_name_uq on ${t} (lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('money_accounts');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & MoneyAccountEvent)[]) {
      if (e.type !== 'MoneyAccountOpened') continue;
      const d = e.data;
      ids.push(d.accountId);
      await ctx.sql.query(
        `insert into ${t} (id, kind, name, currency, opening_balance, bank_name, account_number, created_at, version) values ($1,$2,$3,$4,$5,$6,$7,$8,$9) on conflict (id) do nothing`,
        [d.accountId, d.kind, d.name, d.currency, d.openingBalance, d.bankName, d.accountNumber, e.recordedAt, e.streamVersion],
      );
    }
    return ids;
  },
};
