import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { ReadModelCache } from './read-model-cache.js';

export type WarehouseForStock = Awaited<ReturnType<typeof warehousesForStock>> extends Map<string, infer W> ? W : never;

/**
 * Warehouses as decisions and document answers read them (code, name, status, enabled zones):
 * from the process's cache of the warehouses read model when it has one, else from the read
 * model each time (docs/architecture.md "Caches").
 */
export class WarehouseFacts {
  constructor(
    private readonly db: Database,
    private readonly cache: ReadModelCache<Map<string, WarehouseForStock>> | null = null,
  ) {}

  /** The warehouses of `ids` that exist, by id. */
  forStock(ids: string[]): Promise<Map<string, WarehouseForStock>> {
    if (!this.cache || ids.length === 0) return warehousesForStock(this.db, ids);
    return this.cache.get([...new Set(ids)].sort().join('\n'), () => warehousesForStock(this.db, ids));
  }

  /** One warehouse's id, code and name, or null. */
  async ref(id: string): Promise<{ id: string; code: string; name: string } | null> {
    const w = (await this.forStock([id])).get(id);
    return w ? { id: w.id, code: w.code, name: w.name } : null;
  }
}
