import { CUSTOMER_EVENT_TYPES, CUSTOMERS_READ_MODEL, type CustomerCreated, type CustomerEvent, type CustomerFields } from '@tradedesk/contracts/customers/customers';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/** Field -> column, with the SQL cast of its parameter. */
const COLUMNS: Record<keyof CustomerFields, [string, string]> = {
  code: ['code', 'text'],
  name: ['name', 'text'],
  phone: ['phone', 'text'],
  email: ['email', 'text'],
  address: ['address', 'text'],
  taxId: ['tax_id', 'text'],
  country: ['country', 'text'],
  priceType: ['price_type', 'text'],
  membershipLevelId: ['membership_level_id', 'text'],
  groupIds: ['group_ids', 'text[]'],
  paymentTermsDays: ['payment_terms_days', 'int'],
  currency: ['currency', 'text'],
  creditLimit: ['credit_limit', 'numeric'],
  memo: ['memo', 'text'],
};
const FIELDS = Object.keys(COLUMNS) as (keyof CustomerFields)[];

/**
 * rm.customers, inline: current when a command answers, and its unique index on the code refuses
 * a taken code inside the append (409). The sale handlers read it (customersForSale).
 */
export const customersProjector: Projector = {
  name: CUSTOMERS_READ_MODEL,
  version: 1,
  inline: true,
  handles: CUSTOMER_EVENT_TYPES,
  tables: ['customers'],
  async migrate(ctx) {
    const t = ctx.table('customers');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, code text not null, name text not null, phone text not null, email text not null, address text not null,
      tax_id text not null, country text not null, price_type text not null, membership_level_id text, group_ids text[] not null,
      payment_terms_days int not null, currency text not null, credit_limit numeric, memo text not null, status text not null default 'active',
      created_at timestamptz not null, updated_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists customers_code_uq on ${t} (lower(code))`);
    await ctx.sql.query(`create index if not exists customers_groups_ix on ${t} using gin (group_ids)`);
    await ctx.sql.query(`create index if not exists customers_level_ix on ${t} (membership_level_id)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('customers');
    const ids: string[] = [];
    // Consecutive creations (an import: thousands at once) are one statement.
    let created: (StoredEvent & CustomerCreated)[] = [];
    const flush = async () => {
      if (created.length) await insertCustomers(created, t, ctx);
      created = [];
    };
    for (const e of events as (StoredEvent & CustomerEvent)[]) {
      const id = e.data.customerId;
      ids.push(id);
      if (e.type === 'CustomerCreated') {
        created.push(e);
        continue;
      }
      await flush();
      const at = e.recordedAt;
      const v = e.streamVersion;
      switch (e.type) {
        case 'CustomerChanged': {
          const changed = FIELDS.filter((f) => e.data.changes[f] !== undefined);
          const sets = changed.map((f, i) => `${COLUMNS[f][0]} = $${i + 4}::${COLUMNS[f][1]}`);
          await ctx.sql.query(`update ${t} set ${[...sets, 'updated_at = $2', 'version = $3'].join(', ')} where id = $1 and version < $3`, [
            id,
            at,
            v,
            ...changed.map((f) => e.data.changes[f]),
          ]);
          break;
        }
        case 'CustomerDisabled':
        case 'CustomerEnabled':
          await ctx.sql.query(`update ${t} set status = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [
            id,
            e.type === 'CustomerDisabled' ? 'disabled' : 'active',
            at,
            v,
          ]);
          break;
        case 'CustomerAddedToGroup':
          await ctx.sql.query(
            `update ${t} set group_ids = case when $2 = any(group_ids) then group_ids else array_append(group_ids, $2) end, updated_at = $3, version = $4
              where id = $1 and version < $4`,
            [id, e.data.groupId, at, v],
          );
          break;
        case 'CustomerRemovedFromGroup':
          await ctx.sql.query(`update ${t} set group_ids = array_remove(group_ids, $2), updated_at = $3, version = $4 where id = $1 and version < $4`, [id, e.data.groupId, at, v]);
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    await flush();
    return [...new Set(ids)];
  },
};

async function insertCustomers(events: (StoredEvent & CustomerCreated)[], t: string, ctx: ProjectorContext) {
  const rows = events.map((e) => ({ id: e.data.customerId, ...Object.fromEntries(FIELDS.map((f) => [COLUMNS[f][0], e.data[f]])), at: e.recordedAt, version: e.streamVersion }));
  const cols = FIELDS.map((f) => COLUMNS[f][0]);
  const recordType = FIELDS.map((f) => `${COLUMNS[f][0]} ${COLUMNS[f][1]}`).join(', ');
  await ctx.sql.query(
    `insert into ${t} (id, ${cols.join(', ')}, created_at, updated_at, version)
     select r.id, ${cols.map((c) => `r.${c}`).join(', ')}, r.at, r.at, r.version
       from jsonb_to_recordset($1::jsonb) as r(id text, ${recordType}, at timestamptz, version int)
     on conflict (id) do nothing`,
    [JSON.stringify(rows)],
  );
}
