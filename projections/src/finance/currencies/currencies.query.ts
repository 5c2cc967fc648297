import type { Sql } from '../../platform/sql.js';

export interface AddedCurrency {
  id: string;
  code: string;
  name: string;
  decimals: number;
}

/** Every currency the company added, by code. */
export async function addedCurrencies(sql: Sql): Promise<AddedCurrency[]> {
  const { rows } = await sql.query<AddedCurrency>(`select id, code, name, decimals from rm.currencies order by code`);
  return rows;
}
