import { closeDayBody, type ClosingKind, type ClosingTotal, closeMonthBody } from '@tradedesk/contracts/finance/closings';
import { addDays, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { formatMoney, sumDecimals } from '@tradedesk/contracts/platform/money';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { localeOf } from '../../../i18n/languages';
import { useCompanyOffset, useCompanyTime } from '../../../lib/company-time';
import { useClosingCommand, usePeriod } from '../api/closings';
import { ClosingHistory, ReopenDialog, useIsRoot } from './ClosingDialogs';

/** The form edits one field, `period`, checked with the contract's rule for a day or a month. */
const periodForm = (kind: ClosingKind) => z.object({ period: kind === 'day' ? closeDayBody.shape.day : closeMonthBody.shape.month });

/**
 * Close a day or a month (routes ReportDayKnot, ReportMonthKnot): pick the period (yesterday or
 * last month by default; `?day=` / `?month=` in the address), see its totals per account (read
 * from the ledger while it is open, frozen once closed), close it; Root reopens it with a reason;
 * its history of closes and reopenings.
 */
export function PeriodClosing({ kind }: { kind: ClosingKind }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const navigate = useNavigate();
  const offset = useCompanyOffset();
  const show = useCompanyTime();
  const isRoot = useIsRoot();
  const [params] = useSearchParams();
  const today = businessDayOf(new Date(), offset);
  const fallback = kind === 'day' ? addDays(today, -1) : addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const schema = useMemo(() => periodForm(kind), [kind]);
  const form = useZodForm(schema, { period: params.get(kind) ?? fallback });
  const typed = form.watch('period');
  const period = schema.safeParse({ period: typed }).success ? typed.trim() : '';
  const data = usePeriod(kind, period);
  const command = useClosingCommand();
  const [reopening, setReopening] = useState(false);
  const [history, setHistory] = useState(false);
  const closing = data.data?.closing ?? null;
  const closed = closing?.closed ?? false;

  const columns = useMemo<GridColumn<ClosingTotal>[]>(() => {
    const money = (id: keyof ClosingTotal, header: string): GridColumn<ClosingTotal> => ({ id, header, value: (r) => r[id], kind: 'decimal', width: 150, format: (_v, r) => formatMoney(r[id], r.currency, locale) });
    return [
      { id: 'account', header: t('finClose.account'), value: (r) => r.accountName, width: 200, lockVisible: true },
      { id: 'currency', header: t('finClose.currency'), value: (r) => r.currency, width: 90 },
      money('opening', t('finClose.opening')),
      money('income', t('finClose.income')),
      money('expense', t('finClose.expense')),
      money('closing', t('finClose.closing')),
    ];
  }, [t, locale]);

  // The accounts' totals added up per currency (a cash box and a bank account in USD: one line).
  const perCurrency = useMemo(() => {
    const rows = data.data?.totals ?? [];
    return [...new Set(rows.map((r) => r.currency))].sort().map((currency) => {
      const of = rows.filter((r) => r.currency === currency);
      const sum = (k: 'opening' | 'income' | 'expense' | 'closing') => sumDecimals(of.map((r) => r[k]));
      return { currency, opening: sum('opening'), income: sum('income'), expense: sum('expense'), closing: sum('closing') };
    });
  }, [data.data]);

  const titleId = kind === 'day' ? 'day-knot-title' : 'month-knot-title';
  return (
    <section className="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        {t(kind === 'day' ? 'route.ReportDayKnot' : 'route.ReportMonthKnot')}
      </h1>
      <EntityForm
        form={form}
        label={t(`finClose.closeForm.${kind}`)}
        onSave={(v) => command.mutateAsync({ action: 'close', kind, period: v.period, commandId })}
        onSaved={() => setCommandId(crypto.randomUUID())}
        actions={
          <>
            <SubmitButton disabled={closed || period === ''}>{t(`finClose.close.${kind}`)}</SubmitButton>
            {isRoot && closed && (
              <button type="button" className="btn" onClick={() => setReopening(true)}>
                {t('finClose.reopen')}
              </button>
            )}
            {closing && (
              <button type="button" className="btn" onClick={() => setHistory(true)}>
                {t('finClose.history')}
              </button>
            )}
            <button type="button" className="btn" onClick={() => void navigate(kind === 'day' ? '/report/day-knot-list' : '/report/month-knot-list')}>
              {t(`finClose.allClosings.${kind}`)}
            </button>
          </>
        }
      >
        <Field name="period" label={t(`finClose.period.${kind}`)} placeholder={kind === 'day' ? t('form.dayPlaceholder') : t('finClose.monthPlaceholder')} maxLength={10} />
      </EntityForm>
      <p className="muted" data-testid="closing-state">
        {!closing
          ? t(`finClose.state.open.${kind}`)
          : closed
            ? t('finClose.state.closed', { who: closing.closedBy, when: show(closing.closedAt) })
            : t('finClose.state.reopened', { who: closing.reopenedBy ?? '', when: show(closing.reopenedAt), reason: closing.reopenReason })}
      </p>
      {period !== '' && (
        <ListPage<ClosingTotal>
          card
          titleId={`${titleId}-totals`}
          title={t(data.data?.frozen ? 'finClose.totalsFrozen' : 'finClose.totalsNow', { period })}
          query={data}
          table={kind === 'day' ? 'financeDayKnotTotals' : 'financeMonthKnotTotals'}
          columns={columns}
          rows={data.data?.totals}
          getRowId={(r) => r.accountId}
          summary={
            <div className="cards" aria-label={t('finClose.perCurrency')}>
              {perCurrency.map((c) => (
                <div key={c.currency} className="card stat" data-testid={`closing-${c.currency}`}>
                  <strong>{c.currency}</strong> {t('finClose.opening')}: {formatMoney(c.opening, c.currency, locale)} · {t('finClose.income')}: {formatMoney(c.income, c.currency, locale)} · {t('finClose.expense')}:{' '}
                  {formatMoney(c.expense, c.currency, locale)} · {t('finClose.closing')}: {formatMoney(c.closing, c.currency, locale)}
                </div>
              ))}
            </div>
          }
          actions={<ToolbarButton label={t('finClose.refresh')} onClick={() => void data.refetch()} />}
        />
      )}
      {reopening && closing && <ReopenDialog kind={kind} period={closing.period} onClose={() => setReopening(false)} />}
      {history && closing && <ClosingHistory kind={kind} period={closing.period} onClose={() => setHistory(false)} />}
    </section>
  );
}
