import { POSITION_EVENT_TYPES } from '@tradedesk/contracts/identity/positions';
import { SESSION_EVENT_TYPES, USER_EVENT_TYPES } from '@tradedesk/contracts/identity/identity';
import { TAG_EVENT_TYPES } from '@tradedesk/contracts/identity/tags';
import { ALARM_EVENT_TYPES } from '@tradedesk/contracts/messaging/alarm-clock';
import { COMPANY_SETTINGS_EVENT_TYPES } from '@tradedesk/contracts/settings/company-settings';
import { ERROR_LOG_EVENT_TYPES } from '@tradedesk/contracts/settings/error-log';
import type { SystemLogEntry } from '@tradedesk/contracts/settings/system-log';
import { TABLE_COLUMNS_EVENT_TYPES } from '@tradedesk/contracts/settings/table-columns';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANY_TIME, type DateRange, rangeDays } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
import { useLogUsers } from '../api/get-log-users';
import { getSystemLog, useSystemLog } from '../api/get-system-log';
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
  const { filters, set, bind, page, limit, pager } = useListFilters<{ userId: string; type: string; period: DateRange }>({ userId: '', type: '', period: ANY_TIME });
  const [shown, setShown] = useState<SystemLogEntry | null>(null);
  const typeId = useId();
  const users = useLogUsers();
  const query = { userId: filters.userId || undefined, type: filters.type || undefined, ...rangeDays(filters.period) };
  const log = useSystemLog({ ...query, page, limit });

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
    <ListPage<SystemLogEntry>
      titleId="log-title"
      title={t('route.SystemLog')}
      filters={
        <FilterBar>
          <SelectFilter
            label={t('systemLog.user')}
            allLabel={t('form.all')}
            options={(users.data ?? []).map((u) => ({ value: u.id, label: `${u.username}${u.name && u.name !== u.username ? ` (${u.name})` : ''}` }))}
            {...bind('userId')}
          />
          <div className="field">
            <label htmlFor={typeId}>{t('systemLog.type')}</label>
            <select id={typeId} value={filters.type} onChange={(e) => set({ type: e.target.value })}>
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
          <DateRangeFilter {...bind('period')} />
          <div className="field field-button">
            <button type="button" className="btn" onClick={() => void log.refetch()}>
              {t('tags.refresh')}
            </button>
          </div>
        </FilterBar>
      }
      query={log}
      table="systemLogList"
      columns={columns}
      rows={log.data?.logs}
      getRowId={(e) => e.position}
      onRowActivated={setShown}
      pager={{ ...pager(log.data?.total), capped: log.data?.totalCapped }}
      exportAll={exportPages(({ page, limit }) => getSystemLog({ ...query, page, limit }), (a) => a.logs, (a) => a.total)}
    >
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
    </ListPage>
  );
}
