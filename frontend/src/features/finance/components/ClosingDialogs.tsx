import { type ClosingKind, reopenPeriodBody } from '@tradedesk/contracts/finance/closings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { eventSummary, HistoryDialog } from '../../../components/ui/HistoryTable';
import { ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { useSession } from '../../../stores/session';
import { getClosingHistory, useClosingCommand } from '../api/closings';

/** Reopening is Root's alone (the server refuses anyone else): the button shows only to Root. */
export const useIsRoot = () => useSession((s) => s.profile?.role.includes(ROLE_ROOT) ?? false);

/** Root reopens a closed day or month, saying why (an event in the period's history). */
export function ReopenDialog({ kind, period, onClose }: { kind: ClosingKind; period: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useClosingCommand();
  const form = useZodForm(reopenPeriodBody.pick({ reason: true }), { reason: '' });
  return (
    <EntityFormDialog
      form={form}
      title={t('finClose.reopenTitle', { period })}
      submitLabel={t('finClose.reopen')}
      onSave={(values) => command.mutateAsync({ action: 'reopen', kind, period, body: { ...values, commandId } })}
      onClose={onClose}
    >
      <p>{t(`finClose.reopenHelp.${kind}`)}</p>
      <Field name="reason" label={t('finClose.reason')} autoFocus maxLength={200} />
    </EntityFormDialog>
  );
}

/** A period's closes and reopenings, who and when. */
export function ClosingHistory({ kind, period, onClose }: { kind: ClosingKind; period: string; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: ['history', 'finance-closing', kind, period], queryFn: () => getClosingHistory(kind, period) });
  return (
    <HistoryDialog
      title={t('finClose.historyOf', { period })}
      entries={history.data}
      error={history.isError ? history.error : null}
      describe={(e) => t(`finClose.events.${e.type}`, { defaultValue: e.type })}
      detail={(e) => {
        const d = e.data as { reason?: string; totals?: unknown[] };
        return d.reason ? d.reason : d.totals ? t('finClose.accountsFrozen', { n: d.totals.length }) : eventSummary(e.data);
      }}
      onClose={onClose}
    />
  );
}
