import { productRefByBarcode, productRefByCode } from '@tradedesk/projections/catalog/products/products.query';
import type { Sql } from '@tradedesk/projections/platform/sql';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** Image types the product pages show, recognised by their first bytes (never by the file name). */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b[0] === 0x89 && ascii(1, 4) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'image/png';
  if (b.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * What a file name may name, best first: "1001.jpg" -> ["1001"]; "1001-2.jpg" (a second image of
 * 1001) -> ["1001-2", "1001"]: the whole name wins, so a product whose code really is "1001-2"
 * gets its own picture. Folders and the extension are dropped.
 */
export function fileNameKeys(fileName: string): string[] {
  const base = fileName.split(/[\\/]/).pop()!.trim();
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  if (!stem) return [];
  const m = /^(.+)-\d{1,3}$/.exec(stem);
  return m ? [stem, m[1]!] : [stem];
}

/** The product a file name names, by code (any case) or by the barcode of any of its units. */
export async function productForFile(sql: Sql, fileName: string): Promise<{ id: string; code: string; key: string; by: 'code' | 'barcode' } | null> {
  for (const key of fileNameKeys(fileName)) {
    const byCode = await productRefByCode(sql, key);
    if (byCode) return { ...byCode, key, by: 'code' };
    const byBarcode = await productRefByBarcode(sql, key);
    if (byBarcode) return { ...byBarcode, key, by: 'barcode' };
  }
  return null;
}

export async function storeImage(sql: Sql, imageId: string, contentType: string, bytes: Buffer): Promise<void> {
  await sql.query(`insert into files.product_images (image_id, content_type, size, bytes) values ($1, $2, $3, $4) on conflict (image_id) do nothing`, [
    imageId,
    contentType,
    bytes.length,
    bytes,
  ]);
}

export async function readImage(sql: Sql, imageId: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const { rows } = await sql.query<{ content_type: string; bytes: Uint8Array }>(`select content_type, bytes from files.product_images where image_id = $1`, [imageId]);
  return rows[0] ? { contentType: rows[0].content_type, bytes: Buffer.from(rows[0].bytes) } : null;
}
