import type { VisibleGroupRow } from '@tradedesk/contracts/reports/dashboards';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';

type Row = VisibleGroupRow & { rank?: number };

/** The columns of sales per group: (rank,) code, name, quantity, amount in the base currency, profit in the cost currency. */
export function useGroupColumns({ baseCurrency, costCurrency, nameHeader, rank, seesProfit }: { baseCurrency: string; costCurrency: string; nameHeader: string; rank?: boolean; seesProfit: boolean }): GridColumn<Row>[] {
  const { t } = useTranslation();
  const { money, quantity } = useMoney();
  return useMemo<GridColumn<Row>[]>(
    () => [
      ...(rank ? [{ id: 'rank', header: t('dashboards.col.rank'), value: (r: Row) => r.rank ?? 0, kind: 'number' as const, width: 70 }] : []),
      { id: 'code', header: t('dashboards.col.code'), value: (r) => r.code, width: 120 },
      { id: 'name', header: nameHeader, value: (r) => r.name || t('dashboards.none'), flex: 1 },
      { id: 'quantity', header: t('dashboards.col.quantity'), value: (r) => r.quantity, kind: 'decimal', width: 100, format: (_v, r) => quantity(r.quantity) },
      { id: 'amount', header: t('dashboards.col.amountIn', { currency: baseCurrency }), value: (r) => r.amount, kind: 'decimal', width: 140, format: (_v, r) => money(r.amount, baseCurrency) },
      // Shown only to who may see profit (the server sends null otherwise).
      ...(seesProfit ? [{ id: 'profit', header: t('dashboards.col.profitIn', { currency: costCurrency }), value: (r: Row) => r.profit ?? '', kind: 'decimal' as const, width: 140, format: (_v: unknown, r: Row) => money(r.profit, costCurrency) }] : []),
    ],
    [t, money, quantity, baseCurrency, costCurrency, nameHeader, rank, seesProfit],
  );
}

/** Sales per group (product, warehouse, salesperson) in a grid of its own (Excel from the grid). */
export function GroupGrid({ title, rows, height = 260, ...opts }: {
  title: string;
  rows: Row[] | undefined;
  baseCurrency: string;
  costCurrency: string;
  nameHeader: string;
  height?: number | string;
  rank?: boolean;
  seesProfit: boolean;
}) {
  const columns = useGroupColumns(opts);
  return <DataGrid title={title} columns={columns} rows={rows} getRowId={(r) => r.key} height={height} quickFilter={false} />;
}
