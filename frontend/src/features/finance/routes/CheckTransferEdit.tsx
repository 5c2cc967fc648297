import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { formatMoney } from '@tradedesk/contracts/platform/money';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { eventSummary, HistoryTable } from '../../../components/ui/HistoryTable';
import { localeOf } from '../../../i18n/languages';
import { useCheck, useCheckHistory } from '../api/checks';

/**
 * One check (route CheckTransferEdit, /finance/:id/newcheckTransfer): what is written on it, where
 * it stands, and its history (every move with who and when). A check is never edited: it moves
 * forward from the list's actions.
 */
export default function CheckTransferEdit() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const check = useCheck(id);
  const history = useCheckHistory(id);
  const c = check.data;
  const rows: [string, string][] = c
    ? [
        [t('finChk.direction'), t(`finChk.directions.${c.direction}`)],
        [t('finChk.state'), t(`finChk.states.${c.state}`)],
        [t('finChk.amount'), formatMoney(c.amount, c.currency, localeOf(i18n.language))],
        [c.partyType === 'customer' ? t('finChk.customer') : t('finChk.supplier'), c.partyName || c.partyId],
        [t('finChk.bank'), c.bank],
        [t('finChk.drawer'), c.drawer],
        [t('finChk.issueDate'), displayDay(c.issueDate)],
        [t('finChk.dueDate'), displayDay(c.dueDate)],
        [c.direction === 'received' ? t('finChk.receivedOn') : t('finChk.issuedOn'), displayDay(c.date)],
        [t('finChk.account'), c.accountName],
        ...(c.endorsedToName ? [[t('finChk.endorsedToLabel'), c.endorsedToName] as [string, string]] : []),
        [t('finChk.stateDate'), displayDay(c.stateDate)],
        ...(c.reason ? [[t('finChk.reason'), c.reason] as [string, string]] : []),
        ...(c.source ? [[t('finChk.source'), t('finChk.fromSale', { number: c.source.number })] as [string, string]] : []),
        [t('finChk.memo'), c.memo],
      ]
    : [];
  return (
    <section className="page" aria-labelledby="check-title">
      <h1 id="check-title" className="page-title">
        {c ? t('finChk.checkNumber', { number: c.number }) : t('route.CheckTransferEdit')}
      </h1>
      <LoadError error={check.error} />
      {c && (
        <section className="card" aria-label={t('finChk.details')}>
          <dl className="facts">
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}
      <HistoryTable
        title={t('finChk.history')}
        entries={history.data}
        error={history.isError ? history.error : null}
        describe={(e) => t(`finChk.events.${e.type}`, { defaultValue: e.type })}
        detail={(e) => eventSummary(e.data)}
      />
      <p>
        <Link to="/finance/checkTransfer">{t('finChk.backToList')}</Link>
      </p>
    </section>
  );
}
