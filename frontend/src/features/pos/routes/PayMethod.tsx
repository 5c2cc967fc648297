import { addPayMethodBody, PAY_METHOD_KINDS, type PayMethod as PayMethodRow } from '@tradedesk/contracts/pos/pay-methods';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { ListPage } from '../../../components/list/ListPage';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoneyAccountChoices, usePayMethodCommand, usePayMethods } from '../api/pay-methods';

/**
 * Payment methods as data (route PayMethod, /setting/pay-method; docs/pos.md): name, kind, the
 * money account each currency posts to, the place on the till; renamed and deactivated, never
 * deleted.
 */
export default function PayMethod() {
  const { t } = useTranslation();
  const list = usePayMethods();
  const command = usePayMethodCommand();
  const columns = useMemo<GridColumn<PayMethodRow>[]>(
    () => [
      { id: 'position', header: t('pos.payMethod.position'), value: (m) => m.position, kind: 'number', width: 90 },
      { id: 'name', header: t('pos.payMethod.name'), value: (m) => m.name, width: 200, lockVisible: true },
      { id: 'kind', header: t('pos.payMethod.kind'), value: (m) => t(`pos.kind.${m.kind}`), width: 140 },
      { id: 'accounts', header: t('pos.payMethod.accounts'), value: (m) => m.accounts.map((a) => `${a.currency}: ${a.accountName}`).join(', '), flex: 1 },
      { id: 'status', header: t('form.status'), value: (m) => (m.active ? t('form.active') : t('form.disabled')), width: 100 },
    ],
    [t],
  );
  return (
    <ListPage<PayMethodRow>
      titleId="pay-method-title"
      title={t('route.PayMethod')}
      intro={<p className="muted">{t('pos.payMethod.intro')}</p>}
      query={list}
      table="payMethodList"
      columns={columns}
      rows={list.data?.payMethods}
      getRowId={(m) => m.id}
      editor={{ newLabel: t('pos.payMethod.new'), render: (m, close) => <PayMethodForm key={m?.id ?? 'new'} method={m} onClose={close} /> }}
      rowActions={[{ status: { isDisabled: (m) => !m.active, run: (m, action) => command.mutateAsync({ action, id: m.id }) } }]}
    />
  );
}

function PayMethodForm({ method, onClose }: { method: PayMethodRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = usePayMethodCommand();
  const accounts = useMoneyAccountChoices();
  const all = accounts.data ?? [];
  // The form picks accounts; each one's currency is the line's (two accounts of one currency are refused by the contract).
  const schema = useMemo(
    () =>
      z
        .object({ name: z.string(), kind: z.enum(PAY_METHOD_KINDS), position: z.string(), accountIds: z.array(z.string()) })
        .transform((v): z.input<typeof addPayMethodBody> => ({
          name: v.name,
          kind: v.kind,
          position: v.position.trim() === '' ? 0 : Number(v.position),
          accounts: v.accountIds.map((id) => ({ currency: all.find((a) => a.id === id)?.currency ?? '', accountId: id })),
        }))
        .pipe(addPayMethodBody),
    [all],
  );
  const form = useZodForm(schema, {
    name: method?.name ?? '',
    kind: method?.kind ?? 'cash',
    position: String(method?.position ?? 0),
    accountIds: method?.accounts.map((a) => a.accountId) ?? [],
  });
  const save = (v: z.output<typeof addPayMethodBody>) =>
    method
      ? command.mutateAsync({ action: 'change', id: method.id, body: { version: method.version, name: v.name, position: v.position, accounts: v.accounts } })
      : command.mutateAsync({ action: 'add', body: { ...v, commandId } });
  return (
    <EntityFormDialog form={form} title={method ? t('pos.payMethod.editOf', { name: method.name }) : t('pos.payMethod.new')} onSave={save} onClose={onClose}>
      <Field name="name" label={t('pos.payMethod.name')} autoFocus maxLength={60} />
      <Field name="kind" kind="select" label={t('pos.payMethod.kind')} disabled={!!method} options={PAY_METHOD_KINDS.map((k) => ({ value: k, label: t(`pos.kind.${k}`) }))} />
      <Field name="position" label={t('pos.payMethod.position')} inputMode="numeric" />
      <Field
        name="accountIds"
        kind="checks"
        label={t('pos.payMethod.accounts')}
        empty={t('pos.payMethod.noAccounts')}
        options={all.map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))}
      />
    </EntityFormDialog>
  );
}
