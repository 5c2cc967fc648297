import { MONEY_TRANSFER_EVENT_TYPES, MONEY_TRANSFERS_READ_MODEL, type MoneyTransferEvent } from '@tradedesk/contracts/finance/money-transfers';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.money_transfers: every domestic transfer, transfer to China and currency exchange as sent,
 * marked when reversed (the /finance/domestic, transfer-to-china and currency-exchange lists).
 * What they do to account balances is the account ledger's business (account-postings).
 */
export const moneyTransfersProjector: Projector = {
  name: MONEY_TRANSFERS_READ_MODEL,
  version: 1,
  handles: MONEY_TRANSFER_EVENT_TYPES,
  tables: ['money_transfers'],
  async migrate(ctx) {
    const t = ctx.table('money_transfers');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, kind text not null, from_account_id text not null, to_account_id text, currency text not null,
      amount numeric not null, fee numeric not null, to_currency text, to_amount numeric, rate numeric, table_rate numeric,
      base_currency text, difference_in_base numeric, supplier_id text, date date not null, reference text not null, memo text not null,
      reversed boolean not null default false, reversal_reason text not null default '', user_id text not null,
      recorded_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create index if not exists money_transfers_kind_date_ix on ${t} (kind, date desc, recorded_at desc)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('money_transfers');
    const ids: string[] = [];
    const insert = (v: unknown[]) =>
      ctx.sql.query(
        `insert into ${t} (id, kind, from_account_id, to_account_id, currency, amount, fee, to_currency, to_amount, rate, table_rate, base_currency,
                           difference_in_base, supplier_id, date, reference, memo, user_id, recorded_at, version)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20) on conflict (id) do nothing`,
        v,
      );
    for (const e of events as (StoredEvent & MoneyTransferEvent)[]) {
      ids.push(e.data.transferId);
      const who = [e.metadata.userId, e.recordedAt, e.streamVersion];
      switch (e.type) {
        case 'DomesticTransferSent': {
          const d = e.data;
          await insert([d.transferId, 'domestic', d.fromAccountId, d.toAccountId, d.currency, d.amount, d.fee, d.currency, d.amount, null, null, null, null, null, d.date, '', d.memo, ...who]);
          break;
        }
        case 'TransferToChinaSent': {
          const d = e.data;
          await insert([d.transferId, 'china', d.fromAccountId, null, d.currency, d.amount, d.fee, d.receivedCurrency, d.receivedAmount, d.rate, null, null, null, d.supplierId, d.date, d.reference, d.memo, ...who]);
          break;
        }
        case 'CurrencyExchanged': {
          const d = e.data;
          await insert([
            d.transferId, 'exchange', d.fromAccountId, d.toAccountId, d.fromCurrency, d.fromAmount, '0', d.toCurrency, d.toAmount, d.rate, d.tableRate, d.baseCurrency,
            d.differenceInBase, null, d.date, '', d.memo, ...who,
          ]);
          break;
        }
        case 'MoneyTransferReversed': {
          const d = e.data;
          await ctx.sql.query(`update ${t} set reversed = true, reversal_reason = $2, version = $3 where id = $1 and version < $3`, [d.transferId, d.reason, e.streamVersion]);
          break;
        }
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return [...new Set(ids)];
  },
};
