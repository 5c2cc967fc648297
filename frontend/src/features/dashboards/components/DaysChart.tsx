import type { VisibleDayRow } from '@tradedesk/contracts/reports/dashboards';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';

/**
 * Sales and gross profit per business day: a recharts chart with its table beside it (the same
 * rows, exportable to Excel). The chart is drawn from the decimal strings converted only for the
 * bars' heights; every figure a person reads is the money module's formatting of the string.
 */
export function DaysChart({ days, baseCurrency, costCurrency, title, seesProfit }: { days: VisibleDayRow[]; baseCurrency: string; costCurrency: string; title: string; seesProfit: boolean }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const points = useMemo(() => days.map((d) => ({ day: d.day, amount: Number(d.amount), profit: Number(d.profit ?? 0), row: d })), [days]);
  const columns = useMemo<GridColumn<VisibleDayRow>[]>(
    () => [
      { id: 'day', header: t('dashboards.col.day'), value: (d) => d.day, kind: 'date', width: 110 },
      { id: 'amount', header: t('dashboards.col.amountIn', { currency: baseCurrency }), value: (d) => d.amount, kind: 'decimal', flex: 1, format: (_v, d) => money(d.amount, baseCurrency) },
      ...(seesProfit ? [{ id: 'profit', header: t('dashboards.col.profitIn', { currency: costCurrency }), value: (d: VisibleDayRow) => d.profit ?? '', kind: 'decimal' as const, flex: 1, format: (_v: unknown, d: VisibleDayRow) => money(d.profit, costCurrency) }] : []),
      { id: 'quantity', header: t('dashboards.col.quantity'), value: (d) => d.quantity, kind: 'decimal', width: 90 },
    ],
    [t, money, baseCurrency, costCurrency, seesProfit],
  );
  return (
    <div className="dash-chart">
      <div className="dash-chart-canvas" role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" fontSize={11} tickFormatter={(day: string) => displayDay(day).slice(0, 5)} />
            <YAxis fontSize={11} width={60} />
            <Tooltip
              labelFormatter={(label) => displayDay(String(label))}
              formatter={(_value, name, item) => {
                const row = (item?.payload as { row?: VisibleDayRow } | undefined)?.row;
                return name === 'amount'
                  ? [money(row?.amount, baseCurrency), t('dashboards.col.amountIn', { currency: baseCurrency })]
                  : [money(row?.profit, costCurrency), t('dashboards.col.profitIn', { currency: costCurrency })];
              }}
            />
            <Legend formatter={(name) => (name === 'amount' ? t('dashboards.sales') : t('dashboards.profit'))} />
            <Bar dataKey="amount" fill="#4e79a7" />
            {seesProfit && <Line dataKey="profit" stroke="#59a14f" dot={false} strokeWidth={2} />}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <DataGrid<VisibleDayRow> title={title} columns={columns} rows={[...days].reverse()} getRowId={(d) => d.day} height={280} quickFilter={false} />
    </div>
  );
}
