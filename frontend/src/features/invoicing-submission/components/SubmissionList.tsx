import { SUBMISSION_OFFICES, SUBMISSION_STATUSES, type SubmissionOffice, type SubmissionRow, type SubmissionStatus } from '@tradedesk/contracts/invoicing/submission';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { HistoryDialog } from '../../../components/ui/HistoryTable';
import { getSubmissions, useSendAgain, useSubmissionHistory, useSubmissions } from '../api';
import { OAuthReturn } from './OAuthReturn';
import { SettingsDialog } from './SettingsDialog';

/** Pending or sent without news for 10 minutes: its job may have been lost; sending again only wakes it (never a second submission). */
const stuck = (r: SubmissionRow) => (r.status === 'pending' || r.status === 'sent') && Date.now() - Date.parse(r.updatedAt) > 10 * 60_000;

interface Filters {
  search: string;
  office: SubmissionOffice | '';
  status: SubmissionStatus | '';
}

/**
 * Documents with their submission status per office: filter by office and status, search by
 * number or client; the history of a submission, "send again" for a rejected or failed one, the
 * document itself. `office` fixes the office (the SmartBill and Számlázz.hu screens).
 */
export function SubmissionList({ office, titleId, title }: { office?: SubmissionOffice; titleId: string; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, bind, page, limit, pager } = useListFilters<Filters>({ search: '', office: office ?? '', status: '' });
  const query = { search: searchText(filters.search), office: office ?? (filters.office || undefined), status: filters.status || undefined };
  const list = useSubmissions({ ...query, page, pageSize: limit });
  const send = useSendAgain();
  const [historyOf, setHistoryOf] = useState<SubmissionRow | null>(null);
  const [settings, setSettings] = useState(false);
  const history = useSubmissionHistory(historyOf?.documentId ?? '', historyOf?.office ?? null);

  const columns = useMemo<GridColumn<SubmissionRow>[]>(
    () => [
      { id: 'number', header: t('submission.number'), value: (r) => r.number, width: 170, lockVisible: true },
      { id: 'kind', header: t('submission.kind'), value: (r) => t(`submission.kinds.${r.kind}`), width: 120 },
      { id: 'issueDate', header: t('submission.issueDate'), value: (r) => r.issueDate, kind: 'date', width: 110 },
      { id: 'client', header: t('submission.client'), value: (r) => r.clientName, flex: 1 },
      { id: 'office', header: t('submission.office'), value: (r) => t(`submission.offices.${r.office}`), width: 170 },
      { id: 'mode', header: t('submission.mode'), value: (r) => t(`submission.modes.${r.mode}`), width: 110 },
      { id: 'status', header: t('submission.status'), value: (r) => t(`submission.statuses.${r.status}`), width: 120 },
      { id: 'officeId', header: t('submission.officeId'), value: (r) => r.officeId, width: 220 },
      { id: 'message', header: t('submission.message'), value: (r) => r.message, flex: 1 },
      { id: 'attempts', header: t('submission.attempts'), value: (r) => String(r.attempts), kind: 'number', width: 90 },
      { id: 'updatedAt', header: t('submission.updatedAt'), value: (r) => r.updatedAt, kind: 'datetime', width: 160 },
    ],
    [t],
  );

  return (
    <>
      <ListPage<SubmissionRow>
        titleId={titleId}
        title={title}
        intro={<OAuthReturn />}
        filters={
          <FilterBar>
            <SearchFilter label={t('submission.search')} {...bind('search')} />
            {!office && <SelectFilter label={t('submission.office')} {...bind('office')} allLabel={t('submission.all')} options={SUBMISSION_OFFICES.map((o) => ({ value: o, label: t(`submission.offices.${o}`) }))} />}
            <SelectFilter label={t('submission.status')} {...bind('status')} allLabel={t('submission.all')} options={SUBMISSION_STATUSES.map((s) => ({ value: s, label: t(`submission.statuses.${s}`) }))} />
          </FilterBar>
        }
        query={list}
        table={office ? `submissions-${office}` : 'submissions'}
        columns={columns}
        rows={list.data?.rows}
        getRowId={(r) => `${r.documentId}-${r.office}`}
        pager={pager(list.data?.total)}
        exportAll={exportPages((p) => getSubmissions({ ...query, page: p.page, pageSize: p.limit }), (a) => a.rows, (a) => a.total)}
        actions={<button type="button" className="btn" onClick={() => setSettings(true)}>{t('submission.settings')}</button>}
        rowActions={[
          { label: t('submission.history'), run: (r) => setHistoryOf(r), primary: true },
          { label: t('submission.sendAgain'), run: (r) => void send.mutateAsync({ documentId: r.documentId, office: r.office }), disabled: (r) => r.status !== 'rejected' && r.status !== 'failed' && !stuck(r) },
          { label: t('submission.openDocument'), run: (r) => void navigate(`/invoice/update/${encodeURIComponent(r.documentId)}`) },
        ]}
      />
      {historyOf && (
        <HistoryDialog
          title={t('submission.historyOf', { number: historyOf.number, office: t(`submission.offices.${historyOf.office}`) })}
          entries={history.data}
          error={history.error}
          onClose={() => setHistoryOf(null)}
          describe={(e) => t(`submission.events.${e.type}`, { defaultValue: e.type })}
          detail={(e) => {
            const d = e.data as { attempt?: number; officeId?: string; reference?: string; message?: string; code?: string };
            return [d.attempt ? `#${d.attempt}` : '', d.officeId, d.reference, d.code, d.message].filter(Boolean).join(' · ');
          }}
        />
      )}
      {settings && <SettingsDialog office={office} onClose={() => setSettings(false)} />}
    </>
  );
}
