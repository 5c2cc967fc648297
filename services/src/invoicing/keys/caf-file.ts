import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { CafLoaded } from '@tradedesk/contracts/invoicing/invoice-keys';
import { DomainError } from '../../platform/event-store/errors.js';
import { flatten, parseCaf } from '../e-documents/cl/caf.js';

/** A CAF file as read: what CafLoaded records, the private key still in clear (the handler seals it). */
export type CafFile = Omit<CafLoaded['data'], 'setupId' | 'cafId' | 'privateKeySealed'> & { privateKeyPem: string };

const bad = (why: string) => new DomainError('invalid_caf', `caf: ${why}`, 400);
const tag = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1]?.trim() ?? '';

/**
 * Reads SII's AUTORIZACION file: the CAF element (DA with RE, RS, TD, RNG D/H, FA, RSAPK M/E,
 * IDK; FRMA) and RSASK. Refuses (400 invalid_caf) a file missing any of them, a range that is not
 * 1 <= D <= H, and a private key that is not the range's (its modulus differs from RSAPK's M), so
 * a stamp signed with it could never be checked. SII's FRMA is kept, not verified (SII's own
 * public keys are not at hand).
 */
export function readCafFile(text: string): CafFile {
  let caf: ReturnType<typeof parseCaf>;
  try {
    caf = parseCaf(text);
  } catch (e) {
    throw bad((e as Error).message.replace(/^CAF: /, ''));
  }
  const da = tag(caf.cafXml, 'DA');
  const m = tag(da, 'M');
  const e = tag(da, 'E');
  const authorizedOn = tag(da, 'FA');
  const keyId = tag(da, 'IDK');
  if (!m || !e) throw bad('<RSAPK> (M, E) missing');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(authorizedOn)) throw bad('<FA> is not a date');
  if (!/<FRMA\b/.test(caf.cafXml)) throw bad('<FRMA> missing');
  if (!Number.isInteger(caf.from) || !Number.isInteger(caf.to) || caf.from < 1 || caf.to < caf.from) throw bad(`the range ${caf.from}..${caf.to} is not a folio range`);
  if (!Number.isInteger(caf.documentType)) throw bad('<TD> is not a document type');
  let modulus: string | undefined;
  try {
    modulus = createPublicKey(createPrivateKey(caf.privateKeyPem)).export({ format: 'jwk' }).n;
  } catch {
    throw bad('<RSASK> is not an RSA private key');
  }
  if (Buffer.from(modulus ?? '', 'base64url').toString('base64') !== Buffer.from(m.replace(/\s/g, ''), 'base64').toString('base64'))
    throw bad("<RSASK> is not the private key of the range's <RSAPK>");
  return { documentType: caf.documentType, issuerRut: caf.issuerRut, from: caf.from, to: caf.to, authorizedOn, keyId, cafXml: flatten(caf.cafXml), privateKeyPem: caf.privateKeyPem };
}
