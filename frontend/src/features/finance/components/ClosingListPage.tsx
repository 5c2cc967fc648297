import type { Closing, ClosingKind } from '@tradedesk/contracts/finance/closings';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar, optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getClosings, useClosings } from '../api/closings';
import { ClosingHistory, ReopenDialog, useIsRoot } from './ClosingDialogs';

const STATUSES = ['all', 'closed', 'reopened'] as const;

/**
 * The closed days or months (routes ReportDayKnotList, ReportMonthKnotList), newest first: state,
 * how many times closed, who closed and reopened and why; Excel of every page; Show opens the
 * period's screen with its frozen totals, History its closes and reopenings; Root reopens.
 */
export function ClosingListPage({ kind }: { kind: ClosingKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isRoot = useIsRoot();
  const { filters, set, page, limit, pager } = useListFilters<{ status: (typeof STATUSES)[number] }>({ status: 'all' });
  const list = useClosings(kind, { status: filters.status, page, limit });
  const [reopening, setReopening] = useState<Closing | null>(null);
  const [history, setHistory] = useState<Closing | null>(null);
  const open = (c: Closing) => void navigate(`${kind === 'day' ? '/report/day-knot?day=' : '/report/month-knot?month='}${c.period}`);

  const columns = useMemo<GridColumn<Closing>[]>(
    () => [
      { id: 'period', header: t(`finClose.period.${kind}`), value: (c) => c.period, width: 130, lockVisible: true },
      { id: 'status', header: t('finClose.status'), value: (c) => t(`finClose.statuses.${c.closed ? 'closed' : 'reopened'}`), width: 130 },
      { id: 'accounts', header: t('finClose.accounts'), value: (c) => c.totals.length, kind: 'number', width: 110 },
      { id: 'closings', header: t('finClose.closings'), value: (c) => c.closings, kind: 'number', width: 130 },
      { id: 'closedAt', header: t('finClose.closedAt'), value: (c) => c.closedAt, kind: 'datetime', width: 160 },
      { id: 'closedBy', header: t('finClose.closedBy'), value: (c) => c.closedBy, width: 130 },
      { id: 'reopenedAt', header: t('finClose.reopenedAt'), value: (c) => c.reopenedAt ?? '', kind: 'datetime', width: 160 },
      { id: 'reopenedBy', header: t('finClose.reopenedBy'), value: (c) => c.reopenedBy ?? '', width: 130 },
      { id: 'reopenReason', header: t('finClose.reopenReason'), value: (c) => c.reopenReason, flex: 1 },
    ],
    [t, kind],
  );

  return (
    <ListPage<Closing>
      titleId={kind === 'day' ? 'day-knot-list-title' : 'month-knot-list-title'}
      title={t(kind === 'day' ? 'route.ReportDayKnotList' : 'route.ReportMonthKnotList')}
      filters={
        <FilterBar>
          <SelectFilter label={t('finClose.status')} value={filters.status} onChange={(status) => set({ status })} options={optionsOf(STATUSES, (s) => t(`finClose.statuses.${s}`))} />
        </FilterBar>
      }
      query={list}
      table={kind === 'day' ? 'financeDayKnotList' : 'financeMonthKnotList'}
      columns={columns}
      rows={list.data?.closings}
      getRowId={(c) => c.period}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getClosings(kind, { status: filters.status, page, limit }), (a) => a.closings, (a) => a.total)}
      editor={{ newLabel: t(`finClose.close.${kind}`), open: () => void navigate(kind === 'day' ? '/report/day-knot' : '/report/month-knot') }}
      onRowActivated={open}
      rowActions={[
        { label: t('finClose.show'), run: open },
        { label: t('finClose.history'), run: setHistory },
        ...(isRoot ? [{ label: t('finClose.reopen'), run: setReopening, disabled: (c: Closing) => !c.closed }] : []),
      ]}
    >
      {reopening && <ReopenDialog kind={kind} period={reopening.period} onClose={() => setReopening(null)} />}
      {history && <ClosingHistory kind={kind} period={history.period} onClose={() => setHistory(null)} />}
    </ListPage>
  );
}
