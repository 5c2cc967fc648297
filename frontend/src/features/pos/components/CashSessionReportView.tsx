import { receiptNoOf } from '@tradedesk/contracts/pos/pos-sales';
import type { CashSessionReport } from '@tradedesk/contracts/pos/pos';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';

/**
 * A cash session's report, printable (window.print()): X while the session is open (what the
 * drawer should hold so far), Z once closed (expected, counted, difference per method and currency).
 * On a till whose close is blind the server sends an open session without its expected figures:
 * the X report then says they come with the Z report.
 */
export function CashSessionReportView({ report, onClose }: { report: CashSessionReport; onClose?: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const at = useCompanyTime();
  const z = report.status === 'closed';
  const blind = !z && report.lines.some((l) => l.expected === null);
  const ref = useRef<HTMLElement>(null);
  // Opened on request (a log's row, a close): bring it into view.
  useEffect(() => {
    if (onClose) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [onClose, report.id]);
  return (
    <section ref={ref} className="card print-area" aria-labelledby={`report-${report.id}`} data-testid="cash-report">
      <h2 id={`report-${report.id}`}>{z ? t('pos.report.z') : t('pos.report.x')}</h2>
      <dl className="report-head">
        <dt>{t('pos.register.name')}</dt>
        <dd>{report.registerName}</dd>
        <dt>{t('pos.device.name')}</dt>
        <dd>{report.deviceName}</dd>
        <dt>{t('pos.report.opened')}</dt>
        <dd>
          {at(report.openedAt)} · {report.openedByName}
        </dd>
        {z && (
          <>
            <dt>{t('pos.report.closed')}</dt>
            <dd>
              {at(report.closedAt)} · {report.closedByName}
            </dd>
          </>
        )}
      </dl>
      <h3>{t('pos.report.float')}</h3>
      <ul>
        {report.float.map((f) => (
          <li key={f.currency}>
            {money(f.amount, f.currency)} {f.currency}
          </li>
        ))}
      </ul>
      <h3>{t('pos.report.movements')}</h3>
      {report.movements.length === 0 ? (
        <p className="muted">{t('pos.report.noMovements')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>{t('pos.report.at')}</th>
              <th>{t('pos.move.direction')}</th>
              <th className="num">{t('pos.move.amount')}</th>
              <th>{t('pos.move.reason')}</th>
              <th>{t('pos.report.by')}</th>
            </tr>
          </thead>
          <tbody>
            {report.movements.map((m) => (
              <tr key={m.id}>
                <td>{at(m.at)}</td>
                <td>{m.direction === 'in' ? t('pos.move.in') : t('pos.move.out')}</td>
                <td className="num">
                  {money(m.amount, m.currency)} {m.currency}
                </td>
                <td>{m.reason}</td>
                <td>{m.byName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {blind ? (
        <p data-testid="report-blind">{t('pos.report.blind')}</p>
      ) : (
        <>
          <h3>{z ? t('pos.report.count') : t('pos.report.expectedNow')}</h3>
          <table className="table" data-testid="report-lines">
            <thead>
              <tr>
                <th>{t('pos.report.method')}</th>
                <th>{t('pos.report.currency')}</th>
                <th className="num">{t('pos.report.expected')}</th>
                {z && <th className="num">{t('pos.report.counted')}</th>}
                {z && <th className="num">{t('pos.report.difference')}</th>}
              </tr>
            </thead>
            <tbody>
              {report.lines.map((l) => (
                <tr key={`${l.payMethodId}:${l.currency}`}>
                  <td>{l.payMethodName}</td>
                  <td>{l.currency}</td>
                  <td className="num">{money(l.expected, l.currency)}</td>
                  {z && <td className="num">{money(l.counted, l.currency)}</td>}
                  {z && <td className="num">{money(l.difference, l.currency)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {report.returns.length > 0 && (
        <p data-testid="report-returns">
          {report.returns.map((r) => t('posReturn.reportLine', { n: r.count, amount: `${money(r.amount, r.currency)} ${r.currency}` })).join(' · ')}
        </p>
      )}
      {report.note && <p>{report.note}</p>}
      {(report.lateSales ?? []).length > 0 && (
        <div data-testid="report-late">
          <h3>{t('posOffline.lateTitle')}</h3>
          <p className="muted">{t('posOffline.lateHint')}</p>
          <ul className="plain-list">
            {report.lateSales.map((s) => (
              <li key={s.id}>
                {t('posSell.receiptNo', { number: receiptNoOf(s) })} · {at(s.soldAt)} · {t('pos.till.cashier', { name: s.cashierName })} · {money(s.total, s.currency)} {s.currency}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="no-print">
        <button type="button" className="btn" onClick={() => window.print()}>
          {t('pos.report.print')}
        </button>{' '}
        {onClose && (
          <button type="button" className="btn" onClick={onClose}>
            {t('pos.report.close')}
          </button>
        )}
      </p>
    </section>
  );
}
