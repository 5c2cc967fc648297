import type { MoneyAccount } from '@tradedesk/contracts/finance/money-accounts';
import { asOfInstant } from '@tradedesk/contracts/platform/company-time';
import { formatMoney } from '@tradedesk/contracts/platform/money';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar } from '../../../components/filters/FilterBar';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { localeOf } from '../../../i18n/languages';
import { useCompanyOffset, useCompanyTime } from '../../../lib/company-time';
import { useMoneyAccounts } from '../api/money-accounts';

/**
 * Cash boxes and bank accounts (route Bank, /finance/bank) with their balances now, or as of a
 * moment typed in the company's time zone; New opens /finance/newBank; the day's and the month's
 * closing (/report/day-knot, /report/month-knot) are one click away.
 */
export default function Bank() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const offset = useCompanyOffset();
  const show = useCompanyTime();
  const asOfId = useId();
  const [asOfText, setAsOfText] = useState('');
  const asOf = asOfText ? asOfInstant(asOfText, offset) : null;
  const list = useMoneyAccounts(asOf && !Number.isNaN(asOf.getTime()) ? { asOf: asOf.toISOString() } : {});
  const locale = localeOf(i18n.language);

  const columns = useMemo<GridColumn<MoneyAccount>[]>(
    () => [
      { id: 'name', header: t('finAcc.name'), value: (a) => a.name, width: 200, lockVisible: true },
      { id: 'kind', header: t('finAcc.kind'), value: (a) => t(`finAcc.kinds.${a.kind}`), width: 120 },
      { id: 'currency', header: t('finAcc.currency'), value: (a) => a.currency, width: 90 },
      { id: 'opening', header: t('finAcc.openingBalance'), value: (a) => a.openingBalance, kind: 'decimal', width: 150, format: (_v, a) => formatMoney(a.openingBalance, a.currency, locale) },
      { id: 'balance', header: t('finAcc.balance'), value: (a) => a.balance, kind: 'decimal', width: 150, format: (_v, a) => formatMoney(a.balance, a.currency, locale) },
      { id: 'bankName', header: t('finAcc.bankName'), value: (a) => a.bankName, width: 150 },
      { id: 'accountNumber', header: t('finAcc.accountNumber'), value: (a) => a.accountNumber, flex: 1 },
    ],
    [t, locale],
  );

  return (
    <ListPage<MoneyAccount>
      titleId="bank-title"
      title={t('route.Bank')}
      filters={
        <FilterBar>
          <div className="field">
            <label htmlFor={asOfId}>{t('finAcc.asOf')}</label>
            <input id={asOfId} type="datetime-local" value={asOfText} onChange={(e) => setAsOfText(e.target.value)} />
          </div>
        </FilterBar>
      }
      summary={<p className="muted">{t('finAcc.balancesAt', { when: list.data?.asOf ? show(list.data.asOf, { seconds: true }) : '' })}</p>}
      query={list}
      table="financeBankList"
      columns={columns}
      rows={list.data?.accounts}
      getRowId={(a) => a.id}
      editor={{ newLabel: t('finAcc.newAccount'), open: () => void navigate('/finance/newBank') }}
      actions={
        <>
          <ToolbarButton label={t('route.ReportDayKnot')} onClick={() => void navigate('/report/day-knot')} />
          <ToolbarButton label={t('route.ReportMonthKnot')} onClick={() => void navigate('/report/month-knot')} />
        </>
      }
    />
  );
}
