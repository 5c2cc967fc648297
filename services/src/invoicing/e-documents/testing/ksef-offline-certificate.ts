import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import forge from 'node-forge';

const { asn1 } = forge;
const seq = (...v: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, v);
const oid = (o: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(o).getBytes());
const utcTime = (d: Date) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.UTCTIME, false, asn1.dateToUtcTime(d));
const der = (a: forge.asn1.Asn1) => Buffer.from(asn1.toDer(a).getBytes(), 'binary');
const fromDer = (b: Buffer) => asn1.fromDer(forge.util.createBuffer(b.toString('binary')));

export type TestKeyUsage = 'offline' | 'authentication' | 'none';

/**
 * A self-signed certificate shaped like a KSeF one, for tests: RSA 2048 or EC P-256 (node:crypto
 * makes the key and signs; node-forge only writes the ASN.1, as it cannot sign with EC), keyUsage
 * Non-Repudiation as KSeF gives an Offline certificate, Digital Signature as it gives an
 * Authentication one, or none. Never a certificate KSeF issued.
 */
export function testKsefCertificate(opts: { keyType: 'RSA' | 'EC'; usage?: TestKeyUsage; serialHex?: string; nip?: string; notBefore?: Date; notAfter?: Date }) {
  const { privateKey, publicKey } = opts.keyType === 'EC' ? generateKeyPairSync('ec', { namedCurve: 'prime256v1' }) : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificatePem = selfSigned(privateKey, publicKey, opts);
  return { certificatePem, privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), privateKey, publicKey };
}

function selfSigned(privateKey: KeyObject, publicKey: KeyObject, opts: { keyType: 'RSA' | 'EC'; usage?: TestKeyUsage; serialHex?: string; nip?: string; notBefore?: Date; notAfter?: Date }): string {
  const sigAlg = opts.keyType === 'EC' ? seq(oid('1.2.840.10045.4.3.2')) : seq(oid('1.2.840.113549.1.1.11'), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ''));
  const rdn = (type: string, value: string, tag: number) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [seq(oid(type), asn1.create(asn1.Class.UNIVERSAL, tag, false, forge.util.encodeUtf8(value)))]);
  const name = seq(rdn('2.5.4.6', 'PL', asn1.Type.PRINTABLESTRING), rdn('2.5.4.97', `VATPL-${opts.nip ?? '1234563218'}`, asn1.Type.UTF8), rdn('2.5.4.3', 'Hurtownia Test', asn1.Type.UTF8));
  const usageByte = opts.usage === 'authentication' ? 0x80 : 0x40;
  const extensions =
    opts.usage === 'none'
      ? []
      : [
          asn1.create(asn1.Class.CONTEXT_SPECIFIC, 3, true, [
            seq(seq(oid('2.5.29.15'), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BOOLEAN, false, '\xff'), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BITSTRING, false, String.fromCharCode(usageByte === 0x80 ? 7 : 6, usageByte))).getBytes()))),
          ]),
        ];
  const tbs = seq(
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, '\x02')]),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, forge.util.hexToBytes(opts.serialHex ?? '01F20A5D352AE590')),
    sigAlg,
    name,
    seq(utcTime(opts.notBefore ?? new Date('2026-01-01T00:00:00Z')), utcTime(opts.notAfter ?? new Date('2030-01-01T00:00:00Z'))),
    name,
    fromDer(publicKey.export({ type: 'spki', format: 'der' })),
    ...extensions,
  );
  const signature = sign('sha256', der(tbs), privateKey);
  const cert = seq(tbs, sigAlg, asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BITSTRING, false, `\x00${signature.toString('binary')}`));
  const b64 = der(cert).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}
