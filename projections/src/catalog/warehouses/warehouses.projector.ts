import { WAREHOUSE_EVENT_TYPES, type WarehouseEvent } from '@tradedesk/contracts/catalog/warehouses';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.warehouses and rm.warehouse_zones, inline: stock rules read current warehouses and zones
 * inside the append, and unique indexes refuse a taken warehouse code, a zone code taken within
 * its warehouse and a zone barcode taken anywhere.
 */
export const warehousesProjector: Projector = {
  name: 'warehouses',
  version: 1,
  inline: true,
  handles: WAREHOUSE_EVENT_TYPES,
  tables: ['warehouses', 'warehouse_zones'],
  async migrate(ctx) {
    const w = ctx.table('warehouses');
    const z = ctx.table('warehouse_zones');
    await ctx.sql.query(`create table if not exists ${w} (
      id text primary key, code text not null, name text not null, address text not null default '',
      status text not null default 'active', created_at timestamptz not null, updated_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists warehouses_code_uq on ${w} (lower(code))`);
    await ctx.sql.query(`create table if not exists ${z} (
      id text primary key, warehouse_id text not null, code text not null, name text not null, barcode text not null default '',
      disabled boolean not null default false, created_at timestamptz not null, updated_at timestamptz not null)`);
    await ctx.sql.query(`create unique index if not exists warehouse_zones_code_uq on ${z} (warehouse_id, lower(code))`);
    await ctx.sql.query(`create unique index if not exists warehouse_zones_barcode_uq on ${z} (barcode) where barcode <> ''`);
  },
  async apply(events, ctx) {
    const w = ctx.table('warehouses');
    const z = ctx.table('warehouse_zones');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & WarehouseEvent)[]) {
      ids.push(e.data.warehouseId);
      const at = e.recordedAt;
      const v = e.streamVersion;
      const touch = () => ctx.sql.query(`update ${w} set updated_at = $2, version = $3 where id = $1 and version < $3`, [e.data.warehouseId, at, v]);
      switch (e.type) {
        case 'WarehouseCreated':
          await ctx.sql.query(`insert into ${w} (id, code, name, address, created_at, updated_at, version) values ($1,$2,$3,$4,$5,$5,$6) on conflict (id) do nothing`, [
            e.data.warehouseId,
            e.data.code,
            e.data.name,
            e.data.address,
            at,
            v,
          ]);
          break;
        case 'WarehouseChanged': {
          const c = e.data.changes;
          await ctx.sql.query(
            `update ${w} set code = coalesce($2, code), name = coalesce($3, name), address = coalesce($4, address), updated_at = $5, version = $6 where id = $1 and version < $6`,
            [e.data.warehouseId, c.code ?? null, c.name ?? null, c.address ?? null, at, v],
          );
          break;
        }
        case 'WarehouseDisabled':
        case 'WarehouseEnabled':
          await ctx.sql.query(`update ${w} set status = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [
            e.data.warehouseId,
            e.type === 'WarehouseDisabled' ? 'disabled' : 'active',
            at,
            v,
          ]);
          break;
        case 'ZoneAdded': {
          const { rowCount } = await touch();
          if (rowCount)
            await ctx.sql.query(`insert into ${z} (id, warehouse_id, code, name, barcode, created_at, updated_at) values ($1,$2,$3,$4,$5,$6,$6) on conflict (id) do nothing`, [
              e.data.zoneId,
              e.data.warehouseId,
              e.data.code,
              e.data.name,
              e.data.barcode,
              at,
            ]);
          break;
        }
        case 'ZoneChanged': {
          const { rowCount } = await touch();
          const c = e.data.changes;
          if (rowCount)
            await ctx.sql.query(
              `update ${z} set code = coalesce($2, code), name = coalesce($3, name), barcode = coalesce($4, barcode), disabled = coalesce($5, disabled), updated_at = $6 where id = $1`,
              [e.data.zoneId, c.code ?? null, c.name ?? null, c.barcode ?? null, c.disabled ?? null, at],
            );
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
