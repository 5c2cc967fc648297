import {
  bounceCheckBody,
  cancelCheckBody,
  type Check,
  CHECK_DIRECTIONS,
  CHECK_STATES,
  type CheckDirection,
  type CheckDueView,
  type CheckState,
  depositCheckBody,
  endorseCheckBody,
} from '@tradedesk/contracts/finance/checks';
import { formatMoney } from '@tradedesk/contracts/platform/money';
import { type ReactNode, useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar, optionsOf, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { blankAsUndefined } from '../../../components/form/form-input';
import { useZodForm } from '../../../components/form/useZodForm';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { localeOf } from '../../../i18n/languages';
import { getChecks, useCheckChoices, useCheckCommand, useChecks } from '../api/checks';

interface Filters {
  direction: CheckDirection | '';
  state: CheckState | '';
  due: CheckDueView;
  days: string;
  search: string;
}
const DAY_CHOICES = ['3', '7', '15', '30', '60', '90'] as const;
type Action = 'deposit' | 'clear' | 'bounce' | 'endorse' | 'cancel';

/** Which moves a check allows where it stands (the server decides; the buttons follow). */
const ALLOWED: Record<Action, (c: Check) => boolean> = {
  deposit: (c) => c.direction === 'received' && c.state === 'portfolio',
  clear: (c) => c.state === 'deposited' || c.state === 'issued',
  bounce: (c) => c.state === 'deposited' || c.state === 'issued',
  endorse: (c) => c.direction === 'received' && c.state === 'portfolio',
  cancel: (c) => c.state === 'portfolio' || c.state === 'issued',
};

/**
 * Checks received and issued (route CheckTransfer, /finance/checkTransfer): soonest due first,
 * filtered by direction, state and words, or the due-date view (overdue / due in the next N days
 * of the checks still waiting for their money); totals per direction and currency; Excel of every
 * page; deposit, clear, bounce, endorse and cancel in dialogs; a check's page with its history.
 */
export default function CheckTransfer() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = localeOf(i18n.language);
  const { filters, bind, set, page, limit, pager } = useListFilters<Filters>({ direction: '', state: '', due: 'all', days: '7', search: '' });
  const query = {
    direction: filters.direction || undefined,
    state: filters.state || undefined,
    due: filters.due,
    days: Number(filters.days),
    search: filters.search || undefined,
  };
  const list = useChecks({ ...query, page, limit });
  const today = list.data?.today ?? '';
  const [acting, setActing] = useState<{ action: Action; check: Check } | null>(null);
  const act = (action: Action) => ({ label: t(`finChk.actions.${action}`), run: (check: Check) => setActing({ action, check }), disabled: (c: Check) => !ALLOWED[action](c) });

  const columns = useMemo<GridColumn<Check>[]>(
    () => [
      { id: 'number', header: t('finChk.number'), value: (c) => c.number, width: 110, lockVisible: true },
      { id: 'direction', header: t('finChk.direction'), value: (c) => t(`finChk.directions.${c.direction}`), width: 110 },
      { id: 'state', header: t('finChk.state'), value: (c) => t(`finChk.states.${c.state}`), width: 130 },
      {
        id: 'dueDate',
        header: t('finChk.dueDate'),
        value: (c) => c.dueDate,
        kind: 'date',
        width: 120,
      },
      {
        id: 'overdue',
        header: t('finChk.overdue'),
        value: (c) => (today && ['portfolio', 'deposited', 'issued'].includes(c.state) && c.dueDate < today ? t('finChk.overdueYes') : ''),
        width: 100,
      },
      { id: 'amount', header: t('finChk.amount'), value: (c) => c.amount, kind: 'decimal', width: 140, format: (_v, c) => formatMoney(c.amount, c.currency, locale) },
      { id: 'currency', header: t('finChk.currency'), value: (c) => c.currency, width: 80 },
      { id: 'party', header: t('finChk.party'), value: (c) => c.partyName || c.partyId, width: 170 },
      { id: 'bank', header: t('finChk.bank'), value: (c) => c.bank, width: 140 },
      { id: 'drawer', header: t('finChk.drawer'), value: (c) => c.drawer, width: 140, hiddenByDefault: true },
      { id: 'account', header: t('finChk.account'), value: (c) => (c.endorsedToName ? t('finChk.endorsedTo', { name: c.endorsedToName }) : c.accountName), width: 160 },
      { id: 'issueDate', header: t('finChk.issueDate'), value: (c) => c.issueDate, kind: 'date', width: 110, hiddenByDefault: true },
      { id: 'date', header: t('finChk.date'), value: (c) => c.date, kind: 'date', width: 110, hiddenByDefault: true },
      { id: 'stateDate', header: t('finChk.stateDate'), value: (c) => c.stateDate, kind: 'date', width: 110 },
      { id: 'reason', header: t('finChk.reason'), value: (c) => c.reason, width: 150, hiddenByDefault: true },
      { id: 'source', header: t('finChk.source'), value: (c) => (c.source ? t('finChk.fromSale', { number: c.source.number }) : ''), width: 200, hiddenByDefault: true },
      { id: 'memo', header: t('finChk.memo'), value: (c) => c.memo, flex: 1 },
    ],
    [t, locale, today],
  );

  return (
    <ListPage<Check>
      titleId="check-list-title"
      title={t('route.CheckTransfer')}
      filters={
        <FilterBar>
          <SelectFilter label={t('finChk.direction')} value={filters.direction} onChange={(direction) => set({ direction })} allLabel={t('finChk.all')} options={optionsOf(CHECK_DIRECTIONS, (d) => t(`finChk.directions.${d}`))} />
          <SelectFilter label={t('finChk.state')} value={filters.state} onChange={(state) => set({ state })} allLabel={t('finChk.all')} options={optionsOf(CHECK_STATES, (s) => t(`finChk.states.${s}`))} />
          <SelectFilter label={t('finChk.dueView')} value={filters.due} onChange={(due) => set({ due })} options={optionsOf(['all', 'overdue', 'soon'] as const, (d) => t(`finChk.dueViews.${d}`))} />
          {filters.due === 'soon' && <SelectFilter label={t('finChk.days')} value={filters.days} onChange={(days) => set({ days })} options={optionsOf(DAY_CHOICES, (d) => t('finChk.nextDays', { days: d }))} />}
          <SearchFilter label={t('finChk.search')} {...bind('search')} />
        </FilterBar>
      }
      summary={
        <div className="cards" aria-label={t('finChk.totals')}>
          {(list.data?.totals ?? []).map((s) => (
            <div key={`${s.direction}-${s.currency}`} className="card stat" data-testid={`check-totals-${s.direction}-${s.currency}`}>
              <strong>{t(`finChk.directions.${s.direction}`)}</strong> {t('finChk.count', { n: s.count })} · {formatMoney(s.amount, s.currency, locale)}
            </div>
          ))}
        </div>
      }
      query={list}
      table="checkList"
      columns={columns}
      rows={list.data?.checks}
      getRowId={(c) => c.id}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getChecks({ ...query, page, limit }), (a) => a.checks, (a) => a.total)}
      editor={{
        newLabel: t('finChk.newCheck'),
        // A cheque is never edited: its row opens its page (details and history); New opens the form.
        editLabel: t('finChk.details'),
        open: (c) => void navigate(c ? `/finance/${encodeURIComponent(c.id)}/newcheckTransfer` : '/finance/newcheckTransfer'),
      }}
      rowActions={[act('deposit'), act('clear'), act('bounce'), act('endorse'), act('cancel')]}
    >
      {acting && <MoveDialog {...acting} onClose={() => setActing(null)} />}
    </ListPage>
  );
}

/** A business day typed in a date input: blank = today. */
const dayField = blankAsUndefined(depositCheckBody.shape.date);
const SCHEMAS = {
  deposit: depositCheckBody.pick({ accountId: true }).extend({ date: dayField }),
  clear: depositCheckBody.pick({}).extend({ date: dayField }),
  bounce: bounceCheckBody.pick({ reason: true }).extend({ date: dayField }),
  cancel: cancelCheckBody.pick({ reason: true }).extend({ date: dayField }),
  endorse: endorseCheckBody.pick({ supplierId: true, memo: true }).extend({ date: dayField }),
};

/** The Cancel / action dialog of one move: what it does, the fields of the move, its business day. */
function Move<TIn extends FieldValues, TOut>({
  action,
  check,
  form,
  run,
  onClose,
  children,
}: {
  action: Action;
  check: Check;
  form: UseFormReturn<TIn, unknown, TOut>;
  run: (values: TOut) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(check.amount, check.currency, localeOf(i18n.language));
  return (
    <EntityFormDialog
      form={form}
      title={t(`finChk.titles.${action}`, { number: check.number, amount })}
      submitLabel={t(`finChk.actions.${action}`)}
      danger={action === 'bounce' || action === 'cancel'}
      onSave={run}
      onClose={onClose}
    >
      <p>{t(`finChk.help.${action}`)}</p>
      {children}
      <Field name="date" type="date" label={t('finChk.moveDate')} hint={t('finChk.dateHint')} />
    </EntityFormDialog>
  );
}

interface MoveProps {
  action: Action;
  check: Check;
  onClose: () => void;
}

function MoveDialog(props: MoveProps) {
  const { t } = useTranslation();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useCheckCommand();
  const choices = useCheckChoices();
  const id = props.check.id;
  const deposit = useZodForm(SCHEMAS.deposit, { accountId: '', date: '' });
  const plain = useZodForm(SCHEMAS.clear, { date: '' });
  const bounce = useZodForm(SCHEMAS.bounce, { reason: '', date: '' });
  const cancel = useZodForm(SCHEMAS.cancel, { reason: '', date: '' });
  const endorse = useZodForm(SCHEMAS.endorse, { supplierId: '', memo: '', date: '' });
  switch (props.action) {
    case 'deposit': {
      const accounts = (choices.data?.accounts ?? []).filter((a) => a.currency === props.check.currency);
      return (
        <Move {...props} form={deposit} run={(body) => command.mutateAsync({ action: 'deposit', id, body: { ...body, commandId } })}>
          <Field
            name="accountId"
            kind="select"
            label={t('finChk.depositInto', { currency: props.check.currency })}
            options={[{ value: '', label: t('finChk.choose') }, ...accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.bankName})` }))]}
          />
        </Move>
      );
    }
    case 'clear':
      return <Move {...props} form={plain} run={(body) => command.mutateAsync({ action: 'clear', id, body: { ...body, commandId } })} />;
    case 'bounce':
      return (
        <Move {...props} form={bounce} run={(body) => command.mutateAsync({ action: 'bounce', id, body: { ...body, commandId } })}>
          <Field name="reason" label={t('finChk.bounceReason')} maxLength={200} autoFocus />
        </Move>
      );
    case 'cancel':
      return (
        <Move {...props} form={cancel} run={(body) => command.mutateAsync({ action: 'cancel', id, body: { ...body, commandId } })}>
          <Field name="reason" label={t('finChk.reason')} maxLength={200} autoFocus />
        </Move>
      );
    case 'endorse':
      return (
        <Move {...props} form={endorse} run={(body) => command.mutateAsync({ action: 'endorse', id, body: { ...body, commandId } })}>
          <Field
            name="supplierId"
            kind="select"
            label={t('finChk.supplier')}
            options={[{ value: '', label: t('finChk.choose') }, ...(choices.data?.suppliers ?? []).map((s) => ({ value: s.id, label: `${s.code} · ${s.name}` }))]}
          />
          <Field name="memo" label={t('finChk.memo')} maxLength={300} />
        </Move>
      );
  }
}
