import type { Sql } from '../../platform/sql.js';

export interface LoginCodeRow {
  codeId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  version: number;
}

export async function findLoginCode(sql: Sql, codeHash: string): Promise<LoginCodeRow | null> {
  const { rows } = await sql.query<{ code_id: string; user_id: string; expires_at: Date | string; used_at: Date | string | null; version: number }>(
    'select code_id, user_id, expires_at, used_at, version from rm.login_codes where code_hash = $1',
    [codeHash],
  );
  const r = rows[0];
  if (!r) return null;
  return { codeId: r.code_id, userId: r.user_id, expiresAt: new Date(r.expires_at), usedAt: r.used_at ? new Date(r.used_at) : null, version: r.version };
}
