import type { MachineLogEntry } from '@tradedesk/contracts/pos/pos';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SelectFilter } from '../../../components/filters/FilterBar';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { ListPage } from '../../../components/list/ListPage';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { getMachineLog, useMachineLog, usePosRegisters } from '../api/pos-setup';

/** The machine log (route PosMachineLog, /setting/basics/pos/machine-log): devices authorised and revoked, cashier sign-ins, sign-outs and refused PINs, newest first. */
export default function PosMachineLog() {
  const { t } = useTranslation();
  const registers = usePosRegisters();
  const { filters, set, page, limit, pager } = useListFilters({ registerId: '' });
  const query = { ...(filters.registerId ? { registerId: filters.registerId } : {}), page, limit };
  const list = useMachineLog(query);
  const columns = useMemo<GridColumn<MachineLogEntry>[]>(
    () => [
      { id: 'at', header: t('pos.report.at'), value: (e) => e.at, kind: 'datetime', width: 170, lockVisible: true },
      { id: 'kind', header: t('pos.log.what'), value: (e) => t(`pos.log.kinds.${e.kind}`), width: 170 },
      { id: 'device', header: t('pos.device.name'), value: (e) => e.deviceName, width: 150 },
      { id: 'register', header: t('pos.register.name'), value: (e) => e.registerName, width: 150 },
      { id: 'by', header: t('pos.report.by'), value: (e) => e.byName, width: 160 },
      { id: 'detail', header: t('pos.log.detail'), value: (e) => e.detail, flex: 1 },
    ],
    [t],
  );
  return (
    <ListPage<MachineLogEntry>
      titleId="pos-machine-log-title"
      title={t('route.PosMachineLog')}
      filters={
        <FilterBar>
          <SelectFilter label={t('pos.register.name')} value={filters.registerId} onChange={(registerId) => set({ registerId })} allLabel={t('pos.all')} options={(registers.data ?? []).map((r) => ({ value: r.id, label: r.name }))} />
        </FilterBar>
      }
      query={list}
      table="posMachineLog"
      columns={columns}
      rows={list.data?.entries}
      getRowId={(e) => e.position}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page: p, limit: l }) => getMachineLog({ ...query, page: p, limit: l }), (a) => a.entries, (a) => a.total)}
    />
  );
}
