import { POSITION_EVENT_TYPES } from '@tradedesk/contracts/identity/positions';
import { LoadError } from '../../../components/ui/LoadError';
import { SESSION_EVENT_TYPES, USER_EVENT_TYPES } from '@tradedesk/contracts/identity/identity';
import { TAG_EVENT_TYPES } from '@tradedesk/contracts/identity/tags';
import { ALARM_EVENT_TYPES } from '@tradedesk/contracts/messaging/alarm-clock';
import { COMPANY_SETTINGS_EVENT_TYPES } from '@tradedesk/contracts/settings/company-settings';
import { ERROR_LOG_EVENT_TYPES } from '@tradedesk/contracts/settings/error-log';
import type { SystemLogEntry } from '@tradedesk/contracts/settings/system-log';
import { TABLE_COLUMNS_EVENT_TYPES } from '@tradedesk/contracts/settings/table-columns';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
import { Pager } from '../../../components/ui/Pager';
import { useLogUsers } from '../api/get-log-users';
import { useSystemLog } from '../api/get-system-log';
import { summarizeLogData } from '../log-format';
import { useCompanyTime } from '../../../lib/company-time';

/** Event types by area, for the type filter (names as the event log records them). */
const TYPE_GROUPS = [
  ['users', [...USER_EVENT_TYPES, ...SESSION_EVENT_TYPES]],
  ['positions', [...POSITION_EVENT_TYPES, ...TAG_EVENT_TYPES]],
  ['settings', [...COMPANY_SETTINGS_EVENT_TYPES, ...TABLE_COLUMNS_EVENT_TYPES, ...ERROR_LOG_EVENT_TYPES]],
  ['alarms', [...ALARM_EVENT_TYPES]],
] as const;

/** System log (route SystemLog, /setting/system-log): who did what, when, read from the event log. */
export default function SystemLog() {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  const [userId, setUserId] = useState('');
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [shown, setShown] = useState<SystemLogEntry | null>(null);
  const ids = { user: useId(), type: useId(), from: useId(), to: useId() };
  const users = useLogUsers();
  const log = useSystemLog({ userId: userId || undefined, type: type || undefined, from: from || undefined, to: to || undefined, page, limit });
  const filter = <V,>(set: (v: V) => void) => (v: V) => {
    set(v);
    setPage(1);
  };

  const columns = useMemo<GridColumn<SystemLogEntry>[]>(
    () => [
      { id: 'at', header: t('systemLog.at'), value: (e) => e.at, kind: 'datetime', width: 150 },
      { id: 'user', header: t('systemLog.user'), value: (e) => e.username ?? e.userId, width: 130 },
      { id: 'type', header: t('systemLog.type'), value: (e) => e.type, width: 200 },
      { id: 'stream', header: t('systemLog.record'), value: (e) => e.streamId, width: 220 },
      { id: 'details', header: t('systemLog.details'), value: (e) => summarizeLogData(e.data), exportValue: (e) => JSON.stringify(e.data), flex: 1, width: 320 },
      { id: 'position', header: t('systemLog.position'), value: (e) => e.position, kind: 'number', width: 90, hiddenByDefault: true },
    ],
    [t],
  );

  return (
    <section className="page" aria-labelledby="log-title">
      <h1 id="log-title" className="page-title">
        {t('route.SystemLog')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.user}>{t('systemLog.user')}</label>
          <select id={ids.user} value={userId} onChange={(e) => filter(setUserId)(e.target.value)}>
            <option value="">{t('form.all')}</option>
            {(users.data ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.username}
                {u.name && u.name !== u.username ? ` (${u.name})` : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.type}>{t('systemLog.type')}</label>
          <select id={ids.type} value={type} onChange={(e) => filter(setType)(e.target.value)}>
            <option value="">{t('form.all')}</option>
            {TYPE_GROUPS.map(([group, types]) => (
              <optgroup key={group} label={t(`systemLog.area.${group}`)}>
                {types.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.from}>{t('form.from')}</label>
          <input id={ids.from} type="date" value={from} onChange={(e) => filter(setFrom)(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t('form.to')}</label>
          <input id={ids.to} type="date" value={to} onChange={(e) => filter(setTo)(e.target.value)} />
        </div>
        <div className="field field-button">
          <button type="button" className="btn" onClick={() => void log.refetch()}>
            {t('tags.refresh')}
          </button>
        </div>
      </form>
      <LoadError error={log.isError ? log.error : null} />
      <DataGrid<SystemLogEntry>
        table="systemLogList"
        title={t('route.SystemLog')}
        columns={columns}
        rows={log.data?.logs}
        getRowId={(e) => e.position}
        loading={log.isPending}
        onRowActivated={setShown}
      />
      <Pager page={page} limit={limit} total={log.data?.total ?? 0} capped={log.data?.totalCapped} onPage={setPage} onLimit={filter(setLimit)} />
      {shown && (
        <Dialog open wide title={`${shown.type} · ${shown.streamId}`} onClose={() => setShown(null)}>
          <dl className="facts">
            <dt>{t('systemLog.at')}</dt>
            <dd>{companyTime(shown.at, { seconds: true })}</dd>
            <dt>{t('systemLog.user')}</dt>
            <dd>{shown.username ?? shown.userId}</dd>
            <dt>{t('systemLog.position')}</dt>
            <dd>{shown.position}</dd>
          </dl>
          <pre className="stack log-data">{JSON.stringify(shown.data, null, 2)}</pre>
        </Dialog>
      )}
    </section>
  );
}
