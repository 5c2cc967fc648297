import { ROLE_ADMIN, ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { businessDayOf, displayDay, displayInstant } from '@tradedesk/contracts/platform/company-time';
import { type CompletionRow, setSalesTargetBody } from '@tradedesk/contracts/reports/report-insight';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectFilter } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { useWarehouses } from '../../../api/warehouses';
import { ToolbarButton } from '../../../components/list/ListPage';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useCompanyOffset } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { useSession } from '../../../stores/session';
import { useCompletion, useSalespeople, useSetSalesTarget, useTargetHistory } from '../api/report-insight';

/** The months offered: twelve back and three ahead of this one, newest first. */
function monthsAround(today: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) + 3];
  for (let i = 0; i < 16; i++) {
    while (m > 12) [y, m] = [y + 1, m - 12];
    while (m < 1) [y, m] = [y - 1, m + 12];
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
  }
  return out;
}

/** The target form: the contract's body, the warehouse '' meaning the whole company. */
const targetForm = setSalesTargetBody.omit({ commandId: true }).extend({ warehouseId: z.string().transform((v) => (v === '' ? null : v)) });

function SetTargetDialog({ month, onClose }: { month: string; onClose: () => void }) {
  const { t } = useTranslation();
  const people = useSalespeople();
  const save = useSetSalesTarget();
  const warehouses = useWarehouses();
  const form = useZodForm(targetForm, { month, salespersonId: '', warehouseId: '', amount: '' });
  return (
    <EntityFormDialog form={form} title={t('reportInsight.target.title', { month })} onClose={onClose} onSave={(v) => save.mutateAsync(v)}>
      <Field name="salespersonId" kind="select" label={t('reportInsight.col.salesperson')} options={[{ value: '', label: '' }, ...(people.data ?? []).map((p) => ({ value: p.id, label: `${p.name || p.username} (${p.username})` }))]} />
      <Field name="warehouseId" kind="select" label={t('reportInsight.target.scope')} options={[{ value: '', label: t('reportInsight.target.wholeCompany') }, ...(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))]} hint={t('reportInsight.target.scopeHint')} />
      <Field name="amount" label={t('reportInsight.col.target')} inputMode="decimal" hint={t('reportInsight.target.amountHint')} />
    </EntityFormDialog>
  );
}

/**
 * Target completion (route ReportCompletion, /report/completion; docs/report-insight.md "Target
 * completion"): per salesperson the month's target, sales so far, completion and where they should
 * be by today (target x the month's elapsed share), behind or ahead; Admin sets targets here, the
 * history of changes (who, when, from what) under the table.
 */
export default function ReportCompletion() {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const offset = useCompanyOffset();
  const today = businessDayOf(Date.now(), offset);
  const months = useMemo(() => monthsAround(today), [today]);
  const report = useReportState({ preset: null, filters: { month: today.slice(0, 7), warehouseId: '' } }, 500);
  const month = /^\d{4}-\d{2}$/.test(report.filters.month) ? report.filters.month : today.slice(0, 7);
  const query = useCompletion({ month, warehouseId: report.filters.warehouseId || undefined });
  const history = useTargetHistory(month);
  const data = query.data;
  const currency = data?.currency ?? '';
  const roles = useSession((s) => s.profile?.role ?? []);
  const mayEdit = roles.includes(ROLE_ROOT) || roles.includes(ROLE_ADMIN);
  const [editing, setEditing] = useState(false);
  const cash = (v: string | null) => (v === null ? '' : money(v, currency));

  const columns = useMemo<GridColumn<CompletionRow>[]>(
    () => [
      { id: 'salesperson', header: t('reportInsight.col.salesperson'), value: (r) => r.name || r.username, width: 170, lockVisible: true },
      ...(['target', 'actual', 'expected', 'gap', 'projected'] as const).map((id): GridColumn<CompletionRow> => ({ id, header: `${t(`reportInsight.col.${id}`)} (${currency})`, value: (r) => r[id] ?? '', format: (v) => cash((v as string) || null), kind: 'decimal', width: 130 })),
      { id: 'completion', header: t('reportInsight.col.completion'), value: (r) => r.completion ?? '', format: (v) => (v === '' ? '' : `${v} %`), kind: 'number', width: 110 },
      { id: 'pace', header: t('reportInsight.col.pace'), value: (r) => t(`reportInsight.pace.${r.pace}`), width: 120 },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, money, currency],
  );

  return (
    <>
      <ReportPage<CompletionRow>
        titleId="report-completion-title"
        title={t('route.ReportCompletion')}
        filters={
          <>
            <SelectFilter label={t('reportInsight.month')} options={months.map((m) => ({ value: m, label: m }))} value={month} onChange={(v) => report.set({ month: v })} />
            <WarehouseSelect label={t('reportInsight.warehouse')} allowAll {...report.bind('warehouseId')} />
          </>
        }
        help={data ? t('reportInsight.completion.help', { elapsed: data.elapsedDays, days: data.days, asOf: displayDay(data.asOf) }) : undefined}
        totals={
          data
            ? [
                { label: t('reportInsight.col.target'), value: amount(data.totals.target, currency) },
                { label: t('reportInsight.col.actual'), value: amount(data.totals.actual, currency) },
                { label: t('reportInsight.col.expected'), value: amount(data.totals.expected, currency) },
                { label: t('reportInsight.col.completion'), value: data.totals.completion === null ? '—' : `${data.totals.completion} %` },
              ]
            : undefined
        }
        chart={{
          title: t('reportInsight.completion.chart'),
          label: (r) => r.name || r.username,
          series: [
            { label: t('reportInsight.col.target'), value: (r) => r.target ?? '0' },
            { label: t('reportInsight.col.expected'), value: (r) => r.expected ?? '0' },
            { label: t('reportInsight.col.actual'), value: (r) => r.actual },
          ],
          format: (v) => cash(v),
        }}
        actions={mayEdit ? () => <ToolbarButton primary label={t('reportInsight.target.set')} onClick={() => setEditing(true)} /> : undefined}
        query={query}
        table="reportCompletion"
        gridKey={`${month}-${report.filters.warehouseId}`}
        columns={columns}
        rows={data?.rows}
        getRowId={(r) => r.salespersonId}
      />
      <section className="card" aria-labelledby="completion-history-title">
        <h2 id="completion-history-title">{t('reportInsight.history.title')}</h2>
        {(history.data ?? []).length === 0 ? (
          <p className="muted">{t('reportInsight.history.none')}</p>
        ) : (
          <table className="simple-table">
            <thead>
              <tr>
                <th>{t('reportInsight.history.when')}</th>
                <th>{t('reportInsight.col.salesperson')}</th>
                <th>{t('reportInsight.target.scope')}</th>
                <th>{t('reportInsight.history.before')}</th>
                <th>{t('reportInsight.col.target')}</th>
                <th>{t('reportInsight.history.by')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data!.map((h) => (
                <tr key={`${h.salespersonId}-${h.warehouseId}-${h.setAt}`}>
                  <td>{displayInstant(h.setAt, offset)}</td>
                  <td>{h.salespersonName}</td>
                  <td>{h.warehouseName ?? t('reportInsight.target.wholeCompany')}</td>
                  <td>{h.previousAmount === null ? '—' : amount(h.previousAmount, h.currency)}</td>
                  <td>{amount(h.amount, h.currency)}</td>
                  <td>{h.setByName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {editing && <SetTargetDialog month={month} onClose={() => setEditing(false)} />}
    </>
  );
}
