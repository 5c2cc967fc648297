import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANY_TIME, type DateRange } from '../../../components/filters/date-range';
import { DateRangeFilter, useRangeInstants } from '../../../components/filters/DateRangeFilter';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { formatAlarmContent, isUnread } from '../alarm-format';
import { useCloseAlarms } from '../api/close-alarms';
import { useDeleteAlarms } from '../api/delete-alarms';
import { alarmListQueryOptions, getAlarms, useAlarmList, type AlarmClock as Alarm, type AlarmQuery } from '../api/get-alarms';
import { AlarmForm } from '../components/AlarmForm';

type StatusFilter = 'unread' | 'closed' | 'all';

/**
 * My reminders (route AlarmClock, /main-control/alarm-clock). The list is keyed by the read model
 * 'alarm-clocks', so a change made in another tab or by the server refreshes it live.
 */
export default function AlarmClock() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { filters, bind, page, limit, pager } = useListFilters<{ status: StatusFilter; search: string; period: DateRange }>({ status: 'unread', search: '', period: ANY_TIME });
  const [deleting, setDeleting] = useState<Alarm[] | null>(null);
  const period = useRangeInstants(filters.period);

  const query: AlarmQuery = {
    closeTime: filters.status === 'unread' ? 0 : filters.status === 'closed' ? 1 : undefined,
    searchWord: searchText(filters.search),
    startDate: period.from,
    endDate: period.to,
    page,
    limit,
    orderBy: 'remindAt',
    order: 'desc',
  };
  const list = useAlarmList(query);
  const close = useCloseAlarms();
  const remove = useDeleteAlarms();
  const idsOf = (alarms: Alarm[]) => alarms.map((a) => String(a.id));

  const columns = useMemo<GridColumn<Alarm>[]>(
    () => [
      { id: 'content', header: t('alarmPage.content'), value: (a) => formatAlarmContent(a.content, (k) => t(k)), flex: 2, width: 320, lockVisible: true },
      { id: 'remindAt', header: t('alarmPage.remindAt'), value: (a) => a.remindAt, kind: 'datetime', width: 150 },
      { id: 'order', header: t('alarmPage.order'), value: (a) => a.saleOrder?.soId ?? a.purchaseOrder?.poId ?? '', width: 130 },
      {
        id: 'status',
        header: t('alarmPage.status'),
        value: (a) => (isUnread(a) ? t('alarmPage.unread') : t('alarmPage.closed')),
        width: 100,
      },
      { id: 'closeTime', header: t('alarmPage.closedAt'), value: (a) => (isUnread(a) ? null : Number(a.closeTime)), kind: 'datetime', width: 150, hiddenByDefault: true },
      { id: 'createdAt', header: t('alarmPage.createdAt'), value: (a) => a.createdAt, kind: 'datetime', width: 150, hiddenByDefault: true },
    ],
    [t],
  );

  const closeSelected = async (alarms: Alarm[]) => {
    try {
      const r = await close.mutateAsync({ commandId: crypto.randomUUID(), ids: idsOf(alarms) });
      toast.success(t('alarmPage.closedDone', { n: r?.changed ?? alarms.length }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const deleteSelected = async (alarms: Alarm[]) => {
    try {
      const r = await remove.mutateAsync({ commandId: crypto.randomUUID(), ids: idsOf(alarms) });
      toast.success(t('alarmPage.deletedDone', { n: r?.changed ?? alarms.length }));
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const reloadAfterConflict = async (id: Alarm['id'] | undefined): Promise<Alarm | null> => {
    const fresh = await queryClient.fetchQuery({ ...alarmListQueryOptions(query), staleTime: 0 });
    return fresh.alarmClocks.find((a) => a.id === id) ?? null;
  };

  return (
    <ListPage<Alarm>
      titleId="alarm-title"
      title={t('route.AlarmClock')}
      filters={
        <FilterBar>
          <SelectFilter<StatusFilter>
            label={t('alarmPage.show')}
            options={[
              { value: 'unread', label: t('alarmPage.unread') },
              { value: 'closed', label: t('alarmPage.closed') },
              { value: 'all', label: t('form.all') },
            ]}
            {...bind('status')}
          />
          <SearchFilter label={t('form.search')} {...bind('search')} />
          <DateRangeFilter {...bind('period')} />
        </FilterBar>
      }
      query={list}
      table="alarmClockList"
      columns={columns}
      rows={list.data?.alarmClocks}
      getRowId={(a) => String(a.id)}
      editor={{ newLabel: t('alarmPage.new'), render: (a, closeForm) => <AlarmForm alarm={a} onClose={closeForm} onConflict={() => reloadAfterConflict(a?.id)} /> }}
      actions={(_one, selected) => (
        <>
          <button type="button" className="btn btn-small" disabled={selected.length === 0 || close.isPending} onClick={() => void closeSelected(selected)}>
            {t('alarmPage.closeSelected')}
          </button>
          <button type="button" className="btn btn-small btn-danger" disabled={selected.length === 0} onClick={() => setDeleting(selected)}>
            {t('alarmPage.deleteSelected')}
          </button>
        </>
      )}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getAlarms({ ...query, page, limit }), (a) => a.alarmClocks, (a) => a.total)}
    >
      <ConfirmDialog
        open={deleting !== null}
        title={t('alarmPage.deleteSelected')}
        message={t('alarmPage.confirmDelete', { n: deleting?.length ?? 0 })}
        confirmLabel={t('form.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && void deleteSelected(deleting)}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  );
}
