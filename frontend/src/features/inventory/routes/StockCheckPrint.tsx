import { sumDecimals } from '@tradedesk/contracts/platform/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { settingValue } from '../../../lib/settings';
import { useSession } from '../../../stores/session';
import { useCount } from '../api/counts';
import { useCompanyTime } from '../../../lib/company-time';
import { useStockFormat } from '../use-stock-decimals';
import '../print-sheet.css';
import { LoadError } from '../../../components/ui/LoadError';

/**
 * The count sheet (route StockCheckPrint, /product/stock-check/print/:id), print-ready: a draft
 * prints its products with an empty column to write the count in (book quantity optional: a
 * blind count does not show it); a posted count prints its result (book at posting, counted,
 * difference). Only the sheet prints; the options above it do not.
 */
export default function StockCheckPrint() {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  const { id = '' } = useParams();
  const count = useCount(id);
  const fmt = useStockFormat();
  const company = useSession((s) => settingValue(s.settings, 'CompanyName'));
  const [showBook, setShowBook] = useState(true);
  const bookId = useId();
  const c = count.data;
  const posted = c?.status === 'posted';
  const lines = c?.lines ?? [];
  const sum = (pick: (l: (typeof lines)[number]) => string | null) => sumDecimals(lines.map(pick));

  return (
    <section className="page print-sheet" aria-labelledby="count-print-title">
      <div className="print-options actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!c}>
          {t('count.printNow')}
        </button>
        {c && !posted && (
          <label htmlFor={bookId} className="inline-check">
            <input id={bookId} type="checkbox" checked={showBook} onChange={(e) => setShowBook(e.target.checked)} />
            {t('count.printShowBook')}
          </label>
        )}
      </div>
      <LoadError error={count.error} />
      {count.isPending && <p role="status">…</p>}
      {c && (
        <article>
          <header className="sheet-header">
            {typeof company === 'string' && company && <p className="sheet-company">{company}</p>}
            <h1 id="count-print-title">{posted ? t('count.sheet.resultTitle', { number: c.number }) : t('count.sheet.title', { number: c.number })}</h1>
            <dl className="facts">
              <dt>{t('stock.warehouse')}</dt>
              <dd>{`${c.warehouseCode ?? ''} · ${c.warehouseName ?? ''}`}</dd>
              <dt>{t('zoneStock.zone')}</dt>
              <dd>{c.zoneCode ? `${c.zoneCode} · ${c.zoneName ?? ''}` : '—'}</dd>
              <dt>{t('count.openedAt')}</dt>
              <dd>{companyTime(c.createdAt)}</dd>
              {c.postedAt && (
                <>
                  <dt>{t('count.postedAt')}</dt>
                  <dd>{companyTime(c.postedAt)}</dd>
                </>
              )}
              {c.note && (
                <>
                  <dt>{t('stock.note')}</dt>
                  <dd>{c.note}</dd>
                </>
              )}
            </dl>
          </header>
          <table className="sheet-table" aria-label={t('count.sheet.lines')}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('product.code')}</th>
                <th scope="col">{t('product.name')}</th>
                <th scope="col">{t('count.unitLabel')}</th>
                {(posted || showBook) && <th scope="col" className="num">{t('count.book')}</th>}
                <th scope="col" className="num">{t('count.counted')}</th>
                {posted && <th scope="col" className="num">{t('count.difference')}</th>}
              </tr>
            </thead>
            <tbody>
              {lines.map((l, i) => (
                <tr key={l.productId}>
                  <td>{i + 1}</td>
                  <td>{l.code ?? l.productId}</td>
                  <td>{l.name ?? ''}</td>
                  <td>{l.unitLabel}</td>
                  {(posted || showBook) && <td className="num">{fmt(l.bookQuantity)}</td>}
                  <td className={posted ? 'num' : 'write-in'}>{posted ? fmt(l.countedQuantity) : ''}</td>
                  {posted && <td className="num">{fmt(l.difference)}</td>}
                </tr>
              ))}
            </tbody>
            {posted && (
              <tfoot>
                <tr>
                  <th scope="row" colSpan={4}>
                    {t('count.sheet.total')}
                  </th>
                  <td className="num">{fmt(sum((l) => l.bookQuantity))}</td>
                  <td className="num">{fmt(sum((l) => l.countedQuantity))}</td>
                  <td className="num">{fmt(sum((l) => l.difference))}</td>
                </tr>
              </tfoot>
            )}
          </table>
          {lines.length === 0 && <p className="muted">{t('count.sheet.noProducts')}</p>}
          <footer className="sheet-signatures">
            <span>{t('count.sheet.countedBy')}</span>
            <span>{t('count.sheet.checkedBy')}</span>
            <span>{t('count.sheet.date')}</span>
          </footer>
        </article>
      )}
    </section>
  );
}
