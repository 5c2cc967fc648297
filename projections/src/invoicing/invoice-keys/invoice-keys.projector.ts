import { INVOICE_KEYS_EVENT_TYPES, INVOICE_KEYS_READ_MODEL, type InvoiceKeysEvent } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.invoice_cafs (Chile's folio ranges in the order loaded, with the CAF and its sealed key),
 * rm.invoice_caf_settings and rm.invoice_certificates (the setup's current signing certificate with
 * the issuing CAs its file carried, key and password sealed), rm.invoice_ksef_offline_certificates
 * (Poland's KSeF Offline certificate that signs KOD II, key sealed), inline: an invoice issued right after a CAF is loaded takes its folios.
 */
export const invoiceKeysProjector: Projector = {
  name: INVOICE_KEYS_READ_MODEL,
  /** 2: the certificate's chain (chain_pem); 3: the KSeF Offline certificate. */
  version: 3,
  inline: true,
  handles: INVOICE_KEYS_EVENT_TYPES,
  tables: ['invoice_cafs', 'invoice_caf_settings', 'invoice_certificates', 'invoice_ksef_offline_certificates'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('invoice_cafs')} (
      caf_id text primary key, setup_id text not null, document_type int not null, folio_from int not null, folio_to int not null, seq int not null,
      issuer_rut text not null, authorized_on text not null, key_id text not null, caf_xml text not null, private_key_sealed text not null, loaded_at timestamptz not null)`);
    await ctx.sql.query(`create index if not exists invoice_cafs_setup_ix on ${ctx.table('invoice_cafs')} (setup_id, document_type, seq)`);
    await ctx.sql.query(`create table if not exists ${ctx.table('invoice_caf_settings')} (setup_id text primary key, warn_at int, resolution_number text not null, resolution_date text not null)`);
    await ctx.sql.query(`create table if not exists ${ctx.table('invoice_certificates')} (
      setup_id text primary key, certificate_id text not null, file_name text not null, subject text not null, issuer text not null, serial_number text not null,
      valid_from timestamptz not null, valid_to timestamptz not null, certificate_pem text not null, chain_pem text not null default '', private_key_sealed text not null, password_sealed text not null,
      loaded_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create table if not exists ${ctx.table('invoice_ksef_offline_certificates')} (
      setup_id text primary key, certificate_id text not null, subject text not null, issuer text not null, serial_number text not null, key_type text not null,
      valid_from timestamptz not null, valid_to timestamptz not null, certificate_pem text not null, private_key_sealed text not null, loaded_at timestamptz not null, version int not null)`);
  },
  async apply(events, ctx) {
    const ids: string[] = [];
    for (const e of events as (StoredEvent & InvoiceKeysEvent)[]) {
      ids.push(e.data.setupId);
      switch (e.type) {
        case 'CafLoaded': {
          const d = e.data;
          await ctx.sql.query(
            `insert into ${ctx.table('invoice_cafs')} (caf_id, setup_id, document_type, folio_from, folio_to, seq, issuer_rut, authorized_on, key_id, caf_xml, private_key_sealed, loaded_at)
             values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) on conflict (caf_id) do nothing`,
            [d.cafId, d.setupId, d.documentType, d.from, d.to, e.streamVersion, d.issuerRut, d.authorizedOn, d.keyId, d.cafXml, d.privateKeySealed, e.recordedAt],
          );
          break;
        }
        case 'CafSettingsSet':
          await ctx.sql.query(
            `insert into ${ctx.table('invoice_caf_settings')} (setup_id, warn_at, resolution_number, resolution_date) values ($1, $2, $3, $4)
             on conflict (setup_id) do update set warn_at = excluded.warn_at, resolution_number = excluded.resolution_number, resolution_date = excluded.resolution_date`,
            [e.data.setupId, e.data.warnAt, e.data.resolutionNumber, e.data.resolutionDate],
          );
          break;
        case 'SigningCertificateLoaded': {
          const d = e.data;
          await ctx.sql.query(
            `insert into ${ctx.table('invoice_certificates')} (setup_id, certificate_id, file_name, subject, issuer, serial_number, valid_from, valid_to, certificate_pem, chain_pem, private_key_sealed, password_sealed, loaded_at, version)
             values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14)
             on conflict (setup_id) do update set certificate_id = excluded.certificate_id, file_name = excluded.file_name, subject = excluded.subject, issuer = excluded.issuer,
               serial_number = excluded.serial_number, valid_from = excluded.valid_from, valid_to = excluded.valid_to, certificate_pem = excluded.certificate_pem, chain_pem = excluded.chain_pem,
               private_key_sealed = excluded.private_key_sealed, password_sealed = excluded.password_sealed, loaded_at = excluded.loaded_at, version = excluded.version
             where ${ctx.table('invoice_certificates')}.version < excluded.version`,
            [d.setupId, d.certificateId, d.fileName, d.subject, d.issuer, d.serialNumber, d.validFrom, d.validTo, d.certificatePem, d.chainPem ?? '', d.privateKeySealed, d.passwordSealed, e.recordedAt, e.streamVersion],
          );
          break;
        }
        case 'KsefOfflineCertificateLoaded': {
          const d = e.data;
          await ctx.sql.query(
            `insert into ${ctx.table('invoice_ksef_offline_certificates')} (setup_id, certificate_id, subject, issuer, serial_number, key_type, valid_from, valid_to, certificate_pem, private_key_sealed, loaded_at, version)
             values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
             on conflict (setup_id) do update set certificate_id = excluded.certificate_id, subject = excluded.subject, issuer = excluded.issuer, serial_number = excluded.serial_number,
               key_type = excluded.key_type, valid_from = excluded.valid_from, valid_to = excluded.valid_to, certificate_pem = excluded.certificate_pem,
               private_key_sealed = excluded.private_key_sealed, loaded_at = excluded.loaded_at, version = excluded.version
             where ${ctx.table('invoice_ksef_offline_certificates')}.version < excluded.version`,
            [d.setupId, d.certificateId, d.subject, d.issuer, d.serialNumber, d.keyType, d.validFrom, d.validTo, d.certificatePem, d.privateKeySealed, e.recordedAt, e.streamVersion],
          );
          break;
        }
      }
    }
    return [...new Set(ids)];
  },
};
