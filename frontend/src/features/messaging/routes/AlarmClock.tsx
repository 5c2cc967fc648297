import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/LoadError';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { dayBoundary } from '../../../lib/form';
import { toast } from '../../../stores/toast';
import { formatAlarmContent, isUnread } from '../alarm-format';
import { useCloseAlarms } from '../api/close-alarms';
import { useDeleteAlarms } from '../api/delete-alarms';
import { alarmListQueryOptions, useAlarmList, type AlarmClock as Alarm, type AlarmQuery } from '../api/get-alarms';
import { AlarmForm } from '../components/AlarmForm';

type StatusFilter = 'unread' | 'closed' | 'all';

/**
 * My reminders (route AlarmClock, /main-control/alarm-clock). The list is keyed by the read model
 * 'alarm-clocks', so a change made in another tab or by the server refreshes it live.
 */
export default function AlarmClock() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('unread');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [selected, setSelected] = useState<Alarm[]>([]);
  const [editing, setEditing] = useState<Alarm | null | undefined>(undefined);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ids = { status: useId(), search: useId(), from: useId(), to: useId() };

  const query: AlarmQuery = {
    closeTime: status === 'unread' ? 0 : status === 'closed' ? 1 : undefined,
    searchWord: search.trim() || undefined,
    startDate: dayBoundary(from, 'start'),
    endDate: dayBoundary(to, 'end'),
    page,
    limit,
    orderBy: 'remindAt',
    order: 'desc',
  };
  const list = useAlarmList(query);
  const close = useCloseAlarms();
  const remove = useDeleteAlarms();
  const selectedIds = selected.map((a) => String(a.id));

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

  const resetPage = <V,>(set: (v: V) => void) => (v: V) => {
    set(v);
    setPage(1);
  };

  const closeSelected = async () => {
    try {
      const r = await close.mutateAsync({ commandId: crypto.randomUUID(), ids: selectedIds });
      toast.success(t('alarmPage.closedDone', { n: r?.changed ?? selectedIds.length }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const deleteSelected = async () => {
    try {
      const r = await remove.mutateAsync({ commandId: crypto.randomUUID(), ids: selectedIds });
      toast.success(t('alarmPage.deletedDone', { n: r?.changed ?? selectedIds.length }));
      setSelected([]);
      setConfirmDelete(false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const reloadAfterConflict = async (): Promise<Alarm | null> => {
    const fresh = await queryClient.fetchQuery({ ...alarmListQueryOptions(query), staleTime: 0 });
    const id = editing?.id;
    return fresh.alarmClocks.find((a) => a.id === id) ?? null;
  };

  return (
    <section className="page" aria-labelledby="alarm-title">
      <h1 id="alarm-title" className="page-title">
        {t('route.AlarmClock')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.status}>{t('alarmPage.show')}</label>
          <select id={ids.status} value={status} onChange={(e) => resetPage(setStatus)(e.target.value as StatusFilter)}>
            <option value="unread">{t('alarmPage.unread')}</option>
            <option value="closed">{t('alarmPage.closed')}</option>
            <option value="all">{t('form.all')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.search}>{t('form.search')}</label>
          <input id={ids.search} type="search" value={search} onChange={(e) => resetPage(setSearch)(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.from}>{t('form.from')}</label>
          <input id={ids.from} type="date" value={from} onChange={(e) => resetPage(setFrom)(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t('form.to')}</label>
          <input id={ids.to} type="date" value={to} onChange={(e) => resetPage(setTo)(e.target.value)} />
        </div>
      </form>
      <LoadError error={list.isError ? list.error : null} />
      <DataGrid<Alarm>
        table="alarmClockList"
        title={t('route.AlarmClock')}
        columns={columns}
        rows={list.data?.alarmClocks}
        getRowId={(a) => String(a.id)}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(a) => setEditing(a)}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing(null)}>
              {t('alarmPage.new')}
            </button>
            <button type="button" className="btn btn-small" disabled={selected.length !== 1} onClick={() => setEditing(selected[0])}>
              {t('form.edit')}
            </button>
            <button type="button" className="btn btn-small" disabled={selected.length === 0 || close.isPending} onClick={() => void closeSelected()}>
              {t('alarmPage.closeSelected')}
            </button>
            <button type="button" className="btn btn-small btn-danger" disabled={selected.length === 0} onClick={() => setConfirmDelete(true)}>
              {t('alarmPage.deleteSelected')}
            </button>
          </>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={resetPage(setLimit)} />
      {editing !== undefined && <AlarmForm alarm={editing} onClose={() => setEditing(undefined)} onConflict={reloadAfterConflict} />}
      <ConfirmDialog
        open={confirmDelete}
        title={t('alarmPage.deleteSelected')}
        message={t('alarmPage.confirmDelete', { n: selected.length })}
        confirmLabel={t('form.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => void deleteSelected()}
        onClose={() => setConfirmDelete(false)}
      />
    </section>
  );
}
