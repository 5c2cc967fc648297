import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { flatten, signSha1Rsa } from '../cl/caf.js';

/**
 * A CAF-like AUTORIZACION for tests (never SII's): a fresh RSA key pair for the folio range, its
 * DA signed by a stand-in "SII" key. Answers the file and both public keys to check stamps with.
 */
export function testCaf(p: { rut: string; name: string; type: number; from: number; to: number }): { autorizacion: string; cafPublicKeyPem: string; siiPublicKeyPem: string } {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
  const range = pair();
  const sii = pair();
  const jwk = createPublicKey(range.publicKey).export({ format: 'jwk' });
  const b64 = (v: string | undefined) => Buffer.from(v ?? '', 'base64url').toString('base64');
  const da = flatten(`<DA><RE>${p.rut}</RE><RS>${p.name.slice(0, 40)}</RS><TD>${p.type}</TD><RNG><D>${p.from}</D><H>${p.to}</H></RNG><FA>2026-11-01</FA><RSAPK><M>${b64(jwk.n)}</M><E>${b64(jwk.e)}</E></RSAPK><IDK>100</IDK></DA>`);
  const caf = `<CAF version="1.0">${da}<FRMA algoritmo="SHA1withRSA">${signSha1Rsa(da, sii.privateKey)}</FRMA></CAF>`;
  const autorizacion = `<?xml version="1.0"?>\n<AUTORIZACION>\n${caf}\n<RSASK>${range.privateKey}</RSASK>\n<RSAPUBK>${range.publicKey}</RSAPUBK>\n</AUTORIZACION>\n`;
  return { autorizacion, cafPublicKeyPem: range.publicKey, siiPublicKeyPem: sii.publicKey };
}
