import type { CashSessionRow } from '@tradedesk/contracts/pos/pos';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SelectFilter } from '../../../components/filters/FilterBar';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { ListPage } from '../../../components/list/ListPage';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getCashSessions, useCashSessionReport, useCashSessions, usePosRegisters } from '../api/pos-setup';
import { CashSessionReportView } from '../components/CashSessionReportView';

/** The cashbox log (route PosCashboxLog, /setting/basics/pos/cashbox-log): cash sessions newest first; a session opens as its X or Z report. */
export default function PosCashboxLog() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const registers = usePosRegisters();
  const { filters, set, page, limit, pager } = useListFilters({ registerId: '' });
  const query = { ...(filters.registerId ? { registerId: filters.registerId } : {}), page, limit };
  const list = useCashSessions(query);
  const [shown, setShown] = useState<string | null>(null);
  const report = useCashSessionReport(shown);
  const columns = useMemo<GridColumn<CashSessionRow>[]>(
    () => [
      { id: 'openedAt', header: t('pos.report.opened'), value: (s) => s.openedAt, kind: 'datetime', width: 160, lockVisible: true },
      { id: 'register', header: t('pos.register.name'), value: (s) => s.registerName, width: 150 },
      { id: 'openedBy', header: t('pos.report.openedBy'), value: (s) => s.openedByName, width: 150 },
      { id: 'status', header: t('form.status'), value: (s) => (s.status === 'open' ? t('pos.session.open') : t('pos.session.closed')), width: 100 },
      { id: 'closedAt', header: t('pos.report.closed'), value: (s) => s.closedAt ?? '', kind: 'datetime', width: 160 },
      { id: 'closedBy', header: t('pos.report.closedBy'), value: (s) => s.closedByName ?? '', width: 150 },
      { id: 'movements', header: t('pos.report.movements'), value: (s) => s.movements, kind: 'number', width: 100 },
      { id: 'difference', header: t('pos.report.difference'), value: (s) => s.differences.map((d) => `${money(d.amount, d.currency)} ${d.currency}`).join(', '), flex: 1 },
    ],
    [t, money],
  );
  return (
    <ListPage<CashSessionRow>
      titleId="pos-cashbox-title"
      title={t('route.PosCashboxLog')}
      filters={
        <FilterBar>
          <SelectFilter label={t('pos.register.name')} value={filters.registerId} onChange={(registerId) => set({ registerId })} allLabel={t('pos.all')} options={(registers.data ?? []).map((r) => ({ value: r.id, label: r.name }))} />
        </FilterBar>
      }
      query={list}
      table="posCashboxLog"
      columns={columns}
      rows={list.data?.sessions}
      getRowId={(s) => s.id}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page: p, limit: l }) => getCashSessions({ ...query, page: p, limit: l }), (a) => a.sessions, (a) => a.total)}
      rowActions={[{ label: t('pos.report.show'), run: (s) => setShown(s.id), primary: true }]}
    >
      {shown && report.data && <CashSessionReportView report={report.data} onClose={() => setShown(null)} />}
    </ListPage>
  );
}
