import { ENTRY_DIRECTIONS, type ListFinanceEntriesQuery } from '@tradedesk/contracts/finance/money-accounts';
import { formatMoney } from '@tradedesk/contracts/platform/money';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { localeOf } from '../../../i18n/languages';
import { useFinanceEntries, useFinanceVoucher } from '../api/money-accounts';

/** How many entries one print holds (the list's filters narrow it). */
const PRINT_LIMIT = 1000;

/**
 * The income and expenses list, print-ready (route FinancePrint, /finance/financePrint): the
 * filters of /finance/index come in the address; the entries, newest first, and the totals per
 * currency of the entries not reversed. With `?id=` it prints that one entry's voucher.
 */
export default function FinancePrint() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <Voucher id={id} /> : <ListPrint params={params} />;
}

/**
 * The voucher of one entry (`?id=`, "Voucher" on the list's row): what moved on which account,
 * for which class and party, who recorded it and when, with lines to sign.
 */
function Voucher({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const voucher = useFinanceVoucher(id);
  const v = voucher.data;
  return (
    <section className="page finance-print" aria-labelledby="finance-voucher-title">
      <div className="print-options actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!v}>
          {t('finAcc.printNow')}
        </button>
      </div>
      <LoadError error={voucher.isError ? voucher.error : null} />
      <h1 id="finance-voucher-title">{v ? t(`finVoucher.title.${v.direction}`) : t('finVoucher.voucher')}</h1>
      {v && (
        <>
          <table aria-label={t('finVoucher.voucher')}>
            <tbody>
              <tr><th scope="row">{t('finVoucher.number')}</th><td>{v.id}</td></tr>
              <tr><th scope="row">{t('finAcc.date')}</th><td>{v.date}</td></tr>
              <tr><th scope="row">{t('finAcc.account')}</th><td>{v.accountName}</td></tr>
              <tr><th scope="row">{t('finAcc.class')}</th><td>{v.className}</td></tr>
              <tr><th scope="row">{t('finAcc.amount')}</th><td>{formatMoney(v.amount, v.currency, locale)} {v.currency}</td></tr>
              {v.partyType && <tr><th scope="row">{t(`finAcc.parties.${v.partyType}`)}</th><td>{v.partyName || v.partyId}</td></tr>}
              <tr><th scope="row">{t('finAcc.memo')}</th><td>{v.memo}</td></tr>
              {v.attachment && <tr><th scope="row">{t('finAcc.attachment')}</th><td>{v.attachment}</td></tr>}
              <tr><th scope="row">{t('finAcc.status')}</th><td>{v.reversed ? t('finAcc.reversedBecause', { reason: v.reversalReason }) : t('finAcc.posted')}</td></tr>
              <tr><th scope="row">{t('finVoucher.recordedBy')}</th><td>{v.username} · {v.recordedAt}</td></tr>
            </tbody>
          </table>
          <div className="signatures">
            <p>{t('finVoucher.preparedBy')}: ____________________</p>
            <p>{t('finVoucher.approvedBy')}: ____________________</p>
            <p>{t('finVoucher.receivedBy')}: ____________________</p>
          </div>
        </>
      )}
    </section>
  );
}

function ListPrint({ params }: { params: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const get = (k: string) => params.get(k) || undefined;
  const direction = get('direction');
  const status = get('status');
  const query: Partial<ListFinanceEntriesQuery> = {
    direction: ENTRY_DIRECTIONS.find((d) => d === direction),
    accountId: get('accountId'),
    classId: get('classId'),
    search: get('search'),
    from: get('from'),
    to: get('to'),
    status: status === 'live' || status === 'reversed' ? status : 'all',
    page: 1,
    limit: PRINT_LIMIT,
  };
  const list = useFinanceEntries(query);
  const data = list.data;
  return (
    <section className="page finance-print" aria-labelledby="finance-print-title">
      <div className="print-options actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!data}>
          {t('finAcc.printNow')}
        </button>
      </div>
      <LoadError error={list.isError ? list.error : null} />
      <h1 id="finance-print-title">{t('route.FinanceList')}</h1>
      {(query.from || query.to) && <p>{t('finAcc.printPeriod', { from: query.from ?? '…', to: query.to ?? '…' })}</p>}
      {data && (
        <>
          <table aria-label={t('route.FinanceList')}>
            <thead>
              <tr>
                <th scope="col">{t('finAcc.date')}</th>
                <th scope="col">{t('finAcc.direction')}</th>
                <th scope="col">{t('finAcc.account')}</th>
                <th scope="col">{t('finAcc.class')}</th>
                <th scope="col">{t('finAcc.memo')}</th>
                <th scope="col" className="num">
                  {t('finAcc.amount')}
                </th>
                <th scope="col">{t('finAcc.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id}>
                  <td>{e.date}</td>
                  <td>{t(`finAcc.directions.${e.direction}`)}</td>
                  <td>{e.accountName}</td>
                  <td>{e.className}</td>
                  <td>{e.memo}</td>
                  <td className="num">
                    {formatMoney(e.amount, e.currency, locale)} {e.currency}
                  </td>
                  <td>{e.reversed ? t('finAcc.reversedBecause', { reason: e.reversalReason }) : t('finAcc.posted')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.total > data.entries.length && <p>{t('finAcc.printCapped', { shown: String(data.entries.length), total: String(data.total) })}</p>}
          <table aria-label={t('finAcc.totals')}>
            <tbody>
              {data.totals.map((s) => (
                <tr key={s.currency}>
                  <th scope="row">{s.currency}</th>
                  <td>
                    {t('finAcc.directions.income')}: {formatMoney(s.income, s.currency, locale)}
                  </td>
                  <td>
                    {t('finAcc.directions.expense')}: {formatMoney(s.expense, s.currency, locale)}
                  </td>
                  <td>
                    {t('finAcc.net')}: {formatMoney(s.net, s.currency, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
