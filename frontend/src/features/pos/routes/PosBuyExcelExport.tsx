import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { PosPeriod } from '@tradedesk/contracts/pos/pos-export';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { exportFileName } from '../../../components/ui/excel-cells';
import { api, errorText } from '../../../lib/api';
import { getToken } from '../../../lib/auth';
import { useCompanyOffset } from '../../../lib/company-time';
import { newWorkbook, saveWorkbook } from '../../../lib/xlsx';
import { usePosRegisters } from '../api/pos-setup';
import { writePosPeriod } from '../pos-period-workbook';

const HEADERS = ['kind', 'at', 'document', 'sale', 'boleta', 'register', 'cashier', 'customer', 'reason', 'code', 'name', 'unit', 'quantity', 'price', 'discount', 'amount', 'currency', 'method', 'taken', 'refunded', 'net'] as const;

/**
 * /pos/buyExcelExport (PosBuyExcelExport: Root, Admin or the page privilege; the user's own
 * session, not the till's): a period of the company's business days and the registers (none
 * ticked: all), exported to .xlsx: one row per sale or return line, and the totals per payment
 * method and currency (docs/pos.md "Period export").
 */
export default function PosBuyExcelExport() {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  const today = businessDayOf(new Date(), offset);
  const signedIn = !!getToken();
  const registers = usePosRegisters();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ rows: number } | null>(null);

  const download = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const data = (await api.get<PosPeriod>('/api/pos/sales-export', { from, to, registerIds: picked.join(',') }, { silent: true })).data!;
      const wb = await newWorkbook();
      writePosPeriod(
        wb,
        data,
        {
          linesSheet: t('posExport.linesSheet'),
          totalsSheet: t('posExport.totalsSheet'),
          kind: (k) => t(`posExport.kinds.${k}`),
          unit: (u) => t(`posSell.units.${u}`),
          headers: Object.fromEntries(HEADERS.map((h) => [h, t(`posExport.col.${h}`)])) as Record<(typeof HEADERS)[number], string>,
        },
        offset,
      );
      await saveWorkbook(wb, exportFileName(`${t('route.PosBuyExcelExport')} ${from} ${to}`, new Date()));
      setDone({ rows: data.rows.length });
    } catch (err) {
      setError(errorText(t, err));
    }
    setBusy(false);
  };

  return (
    <section className="page pos-page" aria-labelledby="pos-export-title">
      <h1 id="pos-export-title" className="page-title">
        {t('route.PosBuyExcelExport')}
      </h1>
      <p>{t('posExport.intro')}</p>
      {!signedIn && (
        <p role="alert">
          {t('posExport.signIn')} <Link to="/login">{t('posExport.signInLink')}</Link>
        </p>
      )}
      <form className="card" onSubmit={(e) => void download(e)}>
        <div className="field">
          <label htmlFor="export-from">{t('posExport.from')}</label>
          <input id="export-from" className="input" type="date" value={from} max={to} required onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="export-to">{t('posExport.to')}</label>
          <input id="export-to" className="input" type="date" value={to} min={from} required onChange={(e) => setTo(e.target.value)} />
        </div>
        <fieldset className="field">
          <legend>{t('posExport.registers')}</legend>
          {registers.error && <p role="alert">{errorText(t, registers.error)}</p>}
          {(registers.data ?? []).map((r) => (
            <label key={r.id} className="checkbox">
              <input type="checkbox" checked={picked.includes(r.id)} onChange={(e) => setPicked(e.target.checked ? [...picked, r.id] : picked.filter((x) => x !== r.id))} /> {r.name}
            </label>
          ))}
          <p className="muted">{t('posExport.allWhenNone')}</p>
        </fieldset>
        {error && <p role="alert">{error}</p>}
        {done && <p role="status">{t('posExport.done', { n: done.rows })}</p>}
        <button type="submit" className="btn btn-primary" disabled={busy || !from || !to || from > to}>
          {t('posExport.download')}
        </button>
      </form>
    </section>
  );
}
