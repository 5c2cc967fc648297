import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The official e-invoice schemas sit beside the checkout (../shared/xsd from the repository root,
 * the same on CI); SHARED_XSD_DIR overrides. Catalogs map the absolute imports some schemas make
 * (pl, es) to local files, as ../shared/xsd/README.md describes.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const XSD_DIR = process.env.SHARED_XSD_DIR ?? resolve(repoRoot, '..', 'shared', 'xsd');

const CATALOGS: Record<string, string> = { pl: 'pl/catalog.xml', es: 'es/catalog.xml' };

/**
 * Validates an XML document against a schema under XSD_DIR (e.g. 'pl/schemat_FA(3)_v1-0E.xsd')
 * with xmllint (libxml2), offline. Answers the validator's messages when the document is invalid.
 */
export async function validateXml(xml: string, schema: string): Promise<{ ok: boolean; errors: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'td-xsd-'));
  try {
    const file = join(dir, 'document.xml');
    await writeFile(file, xml, 'utf8');
    const catalog = CATALOGS[schema.split('/')[0]!];
    const env = { ...process.env, ...(catalog ? { XML_CATALOG_FILES: join(XSD_DIR, catalog) } : {}) };
    return await new Promise((done, fail) => {
      execFile('xmllint', ['--nonet', '--noout', '--schema', join(XSD_DIR, schema), file], { env, cwd: XSD_DIR, maxBuffer: 16 * 1024 * 1024 }, (err, _stdout, stderr) => {
        if (err && (err as NodeJS.ErrnoException).code === 'ENOENT') return fail(new Error('xmllint is not installed (apt package libxml2-utils)'));
        const lines = stderr.split('\n').map((l) => l.replace(`${file}:`, 'line ')).filter((l) => l.trim() && !/ validates$/.test(l));
        done({ ok: !err, errors: lines });
      });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
