import { type CafRangeView, type CertificateView, type KsefOfflineCertificateView, defaultFolioWarning, type FolioRange, type FoliosView } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { Sql } from '../../platform/sql.js';

/** The folio ranges of a setup's document type, in the order they were loaded (folioAt reads them so). */
export async function folioRanges(sql: Sql, setupId: string, documentType: number): Promise<FolioRange[]> {
  const { rows } = await sql.query<{ folio_from: number; folio_to: number }>(
    `select folio_from, folio_to from rm.invoice_cafs where setup_id = $1 and document_type = $2 order by seq`,
    [setupId, documentType],
  );
  return rows.map((r) => ({ from: Number(r.folio_from), to: Number(r.folio_to) }));
}

/**
 * The ranges with the folios used (Chilean documents issued of that type, read from rm.invoices:
 * the type is the document's series, the folio its sequence; guías de despacho, type 52, from
 * rm.waybills) and, per type, what is left against
 * the warning (the setting, else 10 % of the loaded folios, at most 50).
 */
export async function foliosOf(sql: Sql, setupId: string): Promise<FoliosView> {
  const { rows } = await sql.query<any>(
    `select c.caf_id, c.document_type, c.folio_from, c.folio_to, c.authorized_on, c.key_id, c.loaded_at,
       (select count(*) from rm.invoices i where i.setup_id = c.setup_id and i.document->>'country' = 'CL' and i.document->>'series' = c.document_type::text
          and (i.document->>'sequence')::int between c.folio_from and c.folio_to)
       + (select count(*) from rm.waybills w where c.document_type = 52 and w.setup_id = c.setup_id and w.folio between c.folio_from and c.folio_to) as used
     from rm.invoice_cafs c where c.setup_id = $1 order by c.document_type, c.seq`,
    [setupId],
  );
  const settings = (await sql.query<{ warn_at: number | null; resolution_number: string; resolution_date: string }>(`select * from rm.invoice_caf_settings where setup_id = $1`, [setupId])).rows[0];
  const setting = settings?.warn_at ?? null;
  const ranges: CafRangeView[] = rows.map((r) => {
    const from = Number(r.folio_from);
    const to = Number(r.folio_to);
    const used = Number(r.used);
    return { cafId: r.caf_id, documentType: Number(r.document_type), from, to, used, left: to - from + 1 - used, authorizedOn: r.authorized_on, keyId: r.key_id, loadedAt: new Date(r.loaded_at).toISOString() };
  });
  const types = [...new Set(ranges.map((r) => r.documentType))].map((documentType) => {
    const of = ranges.filter((r) => r.documentType === documentType);
    const loaded = of.reduce((s, r) => s + r.to - r.from + 1, 0);
    const used = of.reduce((s, r) => s + r.used, 0);
    const warnAt = setting === null ? defaultFolioWarning(loaded) : Number(setting);
    return { documentType, loaded, used, left: loaded - used, warnAt, low: loaded - used < warnAt };
  });
  return { ranges, types, warnAt: setting === null ? null : Number(setting), resolutionNumber: settings?.resolution_number ?? '', resolutionDate: settings?.resolution_date ?? '' };
}

/** The CAF whose range holds a folio (for the document's TED), its key still sealed. */
export async function cafOfFolio(sql: Sql, setupId: string, documentType: number, folio: number): Promise<{ cafXml: string; issuerRut: string; from: number; to: number; privateKeySealed: string } | null> {
  const { rows } = await sql.query<any>(
    `select caf_xml, issuer_rut, folio_from, folio_to, private_key_sealed from rm.invoice_cafs where setup_id = $1 and document_type = $2 and $3 between folio_from and folio_to`,
    [setupId, documentType, folio],
  );
  const r = rows[0];
  return r ? { cafXml: r.caf_xml, issuerRut: r.issuer_rut, from: Number(r.folio_from), to: Number(r.folio_to), privateKeySealed: r.private_key_sealed } : null;
}

export async function certificateOf(sql: Sql, setupId: string): Promise<CertificateView | null> {
  const { rows } = await sql.query<any>(`select * from rm.invoice_certificates where setup_id = $1`, [setupId]);
  const r = rows[0];
  return r
    ? { certificateId: r.certificate_id, fileName: r.file_name, subject: r.subject, issuer: r.issuer, serialNumber: r.serial_number, validFrom: new Date(r.valid_from).toISOString(), validTo: new Date(r.valid_to).toISOString(), loadedAt: new Date(r.loaded_at).toISOString() }
    : null;
}

/** The certificate with its key and password still sealed (the signers open them). */
export async function sealedCertificateOf(sql: Sql, setupId: string): Promise<{ certificatePem: string; chainPem: string; privateKeySealed: string; passwordSealed: string } | null> {
  const { rows } = await sql.query<any>(`select certificate_pem, chain_pem, private_key_sealed, password_sealed from rm.invoice_certificates where setup_id = $1`, [setupId]);
  const r = rows[0];
  return r ? { certificatePem: r.certificate_pem, chainPem: r.chain_pem, privateKeySealed: r.private_key_sealed, passwordSealed: r.password_sealed } : null;
}

/** Poland's KSeF Offline certificate as the setup screen shows it (never the key). */
export async function ksefOfflineCertificateOf(sql: Sql, setupId: string): Promise<KsefOfflineCertificateView | null> {
  const { rows } = await sql.query<any>(`select * from rm.invoice_ksef_offline_certificates where setup_id = $1`, [setupId]);
  const r = rows[0];
  return r
    ? { certificateId: r.certificate_id, subject: r.subject, issuer: r.issuer, serialNumber: r.serial_number, keyType: r.key_type, validFrom: new Date(r.valid_from).toISOString(), validTo: new Date(r.valid_to).toISOString(), loadedAt: new Date(r.loaded_at).toISOString() }
    : null;
}

/** The KSeF Offline certificate's serial and its key still sealed (KOD II opens it). */
export async function sealedKsefOfflineKeyOf(sql: Sql, setupId: string): Promise<{ serialNumber: string; validTo: string; privateKeySealed: string } | null> {
  const { rows } = await sql.query<any>(`select serial_number, valid_to, private_key_sealed from rm.invoice_ksef_offline_certificates where setup_id = $1`, [setupId]);
  const r = rows[0];
  return r ? { serialNumber: r.serial_number, validTo: new Date(r.valid_to).toISOString(), privateKeySealed: r.private_key_sealed } : null;
}
