import type { FoliosView } from '@tradedesk/contracts/invoicing/invoice-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { errorText } from '../../../lib/api';
import { useCertificate, useFolios, useKeysCommand, useKsefOfflineCertificate } from '../api/invoicing';

/** A file as text (a CAF is XML) or as base64 (a .p12 is binary). */
const readText = (f: File) => f.text();
async function readBase64(f: File): Promise<string> {
  const bytes = new Uint8Array(await f.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** A certificate file as KSeF gives it: binary DER (it starts with a SEQUENCE, 0x30) as base64, PEM or base64 text as it is. */
async function readCertificateText(f: File): Promise<string> {
  const bytes = new Uint8Array(await f.arrayBuffer());
  return bytes[0] === 0x30 ? readBase64(f) : new TextDecoder().decode(bytes);
}

/**
 * The low-folio warning (the setup and billing screens): each Chilean document type with fewer
 * folios left than the setting (default 10 % of those loaded, at most 50).
 */
export function FolioWarning({ setupId, country }: { setupId: string | undefined; country: string | undefined }) {
  const { t } = useTranslation();
  const folios = useFolios(setupId, country === 'CL');
  const low = (folios.data?.types ?? []).filter((x) => x.low);
  if (country !== 'CL' || !folios.data) return null;
  const none = folios.data.types.length === 0;
  if (!none && low.length === 0) return null;
  return (
    <div className="invoice-folio-warning" role="alert" data-testid="folio-warning">
      {none ? <p>{t('invoicingKeys.folios.noneLoaded')}</p> : low.map((x) => <p key={x.documentType}>{t('invoicingKeys.folios.low', { type: x.documentType, left: x.left, warnAt: x.warnAt })}</p>)}
    </div>
  );
}

/** Chile: the CAF files loaded (range, used, left per type), "Load a CAF", the warning setting. */
export function FoliosCard({ setupId }: { setupId: string }) {
  const { t } = useTranslation();
  const folios = useFolios(setupId);
  const command = useKeysCommand();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const run = async (a: Parameters<typeof command.mutateAsync>[0], ok: string) => {
    setError('');
    setDone('');
    try {
      await command.mutateAsync(a);
      setDone(ok);
    } catch (e) {
      setError(errorText(t, e));
    }
  };
  const onFile = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (f) await run({ setupId, caf: { commandId: crypto.randomUUID(), caf: await readText(f) } }, t('invoicingKeys.folios.loaded', { name: f.name }));
  };
  const data = folios.data;
  return (
    <section className="card" aria-labelledby="caf-title">
      <h2 id="caf-title">{t('invoicingKeys.folios.title')}</h2>
      <p className="hint">{t('invoicingKeys.folios.hint')}</p>
      <LoadError error={folios.error} />
      <table className="table" aria-label={t('invoicingKeys.folios.title')}>
        <thead>
          <tr>
            <th>{t('invoicingKeys.folios.type')}</th>
            <th>{t('invoicingKeys.folios.range')}</th>
            <th className="num">{t('invoicingKeys.folios.used')}</th>
            <th className="num">{t('invoicingKeys.folios.left')}</th>
            <th>{t('invoicingKeys.folios.authorizedOn')}</th>
          </tr>
        </thead>
        <tbody>
          {(data?.ranges ?? []).map((r) => (
            <tr key={r.cafId} data-caf={`${r.documentType}-${r.from}-${r.to}`}>
              <td>{r.documentType}</td>
              <td>{r.from} – {r.to}</td>
              <td className="num">{r.used}</td>
              <td className="num">{r.left}</td>
              <td>{r.authorizedOn}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <FolioWarning setupId={setupId} country="CL" />
      <div className="toolbar">
        <label className="btn">
          {t('invoicingKeys.folios.load')}
          <input type="file" accept=".xml,text/xml" className="visually-hidden" aria-label={t('invoicingKeys.folios.load')} onChange={onFile} />
        </label>
      </div>
      {data && <CafSettingsForm key={`${data.warnAt}-${data.resolutionNumber}-${data.resolutionDate}`} initial={data} onSave={(settings) => run({ setupId, settings }, t('invoicingKeys.saved'))} />}
      {error && <p className="form-error" role="alert">{error}</p>}
      {done && <p role="status">{done}</p>}
    </section>
  );
}

/** The warning setting and SII's resolution (number and date) printed under the stamp. */
function CafSettingsForm({ initial, onSave }: { initial: FoliosView; onSave: (s: { warnAt: number | null; resolutionNumber: string; resolutionDate: string }) => void }) {
  const { t } = useTranslation();
  const [warnAt, setWarnAt] = useState(initial.warnAt == null ? '' : String(initial.warnAt));
  const [resolutionNumber, setNumber] = useState(initial.resolutionNumber);
  const [resolutionDate, setDate] = useState(initial.resolutionDate);
  return (
    <form className="toolbar" onSubmit={(e) => { e.preventDefault(); onSave({ warnAt: warnAt ? Number(warnAt) : null, resolutionNumber, resolutionDate }); }}>
      <label>
        {t('invoicingKeys.folios.warnAt')}{' '}
        <input type="number" min={1} value={warnAt} placeholder={t('invoicingKeys.folios.warnDefault')} onChange={(e) => setWarnAt(e.target.value)} />
      </label>
      <label>
        {t('invoicingKeys.folios.resolutionNumber')}{' '}
        <input inputMode="numeric" maxLength={10} value={resolutionNumber} onChange={(e) => setNumber(e.target.value)} />
      </label>
      <label>
        {t('invoicingKeys.folios.resolutionDate')}{' '}
        <input type="date" value={resolutionDate} onChange={(e) => setDate(e.target.value)} />
      </label>
      <button type="submit" className="btn">
        {t('invoicingKeys.folios.saveWarning')}
      </button>
    </form>
  );
}

/** The company's signing certificate: subject, issuer, validity; upload a .p12 / .pfx with its password. */
export function CertificateCard({ setupId }: { setupId: string }) {
  const { t, i18n } = useTranslation();
  const cert = useCertificate(setupId);
  const command = useKeysCommand();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const upload = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setError('');
    try {
      await command.mutateAsync({ setupId, certificate: { commandId: crypto.randomUUID(), fileName: file.name, file: await readBase64(file), password } });
      setFile(null);
      setPassword('');
    } catch (x) {
      setError(errorText(t, x));
    }
  };
  const c = cert.data;
  return (
    <section className="card" aria-labelledby="certificate-title">
      <h2 id="certificate-title">{t('invoicingKeys.certificate.title')}</h2>
      <p className="hint">{t('invoicingKeys.certificate.hint')}</p>
      <LoadError error={cert.error} />
      {c ? (
        <dl className="invoice-certificate" data-testid="certificate">
          <dt>{t('invoicingKeys.certificate.subject')}</dt>
          <dd>{c.subject}</dd>
          <dt>{t('invoicingKeys.certificate.issuer')}</dt>
          <dd>{c.issuer}</dd>
          <dt>{t('invoicingKeys.certificate.serial')}</dt>
          <dd>{c.serialNumber}</dd>
          <dt>{t('invoicingKeys.certificate.valid')}</dt>
          <dd>{day(c.validFrom)} – {day(c.validTo)}</dd>
        </dl>
      ) : (
        cert.isSuccess && <p>{t('invoicingKeys.certificate.none')}</p>
      )}
      <form className="toolbar" onSubmit={upload}>
        <label>
          {t('invoicingKeys.certificate.file')}{' '}
          <input type="file" accept=".p12,.pfx,application/x-pkcs12" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <label>
          {t('invoicingKeys.certificate.password')}{' '}
          <input type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" className="btn" disabled={!file || command.isPending}>
          {t('invoicingKeys.certificate.upload')}
        </button>
      </form>
      {error && <p className="form-error" role="alert">{error}</p>}
    </section>
  );
}

/**
 * Poland: the KSeF certificate of type Offline that signs KOD II (CERTYFIKAT) on invoices printed
 * before KSeF numbers them; its own slot beside the signing certificate. The certificate as KSeF
 * issued it (PEM, CRT or DER) and the private key made with its request (PEM, with its password if encrypted).
 */
export function KsefOfflineCertificateCard({ setupId }: { setupId: string }) {
  const { t, i18n } = useTranslation();
  const cert = useKsefOfflineCertificate(setupId);
  const command = useKeysCommand();
  const [certificate, setCertificate] = useState<File | null>(null);
  const [privateKey, setPrivateKey] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const upload = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!certificate || !privateKey) return;
    setError('');
    try {
      await command.mutateAsync({ setupId, ksefOffline: { commandId: crypto.randomUUID(), certificate: await readCertificateText(certificate), privateKey: await readText(privateKey), password } });
      setCertificate(null);
      setPrivateKey(null);
      setPassword('');
      (e.target as HTMLFormElement).reset();
    } catch (x) {
      setError(errorText(t, x));
    }
  };
  const c = cert.data;
  return (
    <section className="card" aria-labelledby="ksef-offline-title">
      <h2 id="ksef-offline-title">{t('invoicingKeys.ksefOffline.title')}</h2>
      <p className="hint">{t('invoicingKeys.ksefOffline.hint')}</p>
      <LoadError error={cert.error} />
      {c ? (
        <dl className="invoice-certificate" data-testid="ksef-offline-certificate">
          <dt>{t('invoicingKeys.certificate.subject')}</dt>
          <dd>{c.subject}</dd>
          <dt>{t('invoicingKeys.certificate.serial')}</dt>
          <dd>{c.serialNumber}</dd>
          <dt>{t('invoicingKeys.ksefOffline.keyType')}</dt>
          <dd>{c.keyType === 'EC' ? 'EC P-256' : 'RSA'}</dd>
          <dt>{t('invoicingKeys.certificate.valid')}</dt>
          <dd>{day(c.validFrom)} – {day(c.validTo)}</dd>
        </dl>
      ) : (
        cert.isSuccess && <p>{t('invoicingKeys.ksefOffline.none')}</p>
      )}
      <form className="toolbar" onSubmit={upload}>
        <label>
          {t('invoicingKeys.ksefOffline.certificate')}{' '}
          <input type="file" accept=".pem,.crt,.cer,.der,.txt" onChange={(e) => setCertificate(e.target.files?.[0] ?? null)} />
        </label>
        <label>
          {t('invoicingKeys.ksefOffline.privateKey')}{' '}
          <input type="file" accept=".pem,.key,.txt" onChange={(e) => setPrivateKey(e.target.files?.[0] ?? null)} />
        </label>
        <label>
          {t('invoicingKeys.ksefOffline.password')}{' '}
          <input type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" className="btn" disabled={!certificate || !privateKey || command.isPending}>
          {t('invoicingKeys.ksefOffline.upload')}
        </button>
      </form>
      {error && <p className="form-error" role="alert">{error}</p>}
    </section>
  );
}
