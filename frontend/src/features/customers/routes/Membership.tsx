import {
  createMembershipLevelBody,
  type CreateMembershipLevelBody,
  type MembershipLevel,
  MEMBERSHIP_LEVELS_READ_MODEL,
} from '@tradedesk/contracts/customers/membership-levels';
import { SALE_PRICE_TYPES } from '@tradedesk/contracts/sales/sale-order';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { useCreateLevel, useLevels, useSetLevelStatus, useUpdateLevel } from '../api/membership';
import { HistoryDialog } from '../components/HistoryDialog';

/** Membership levels (route Membership, /customer/membership): a name, a discount and the price list its customers buy at. */
export default function Membership() {
  const { t } = useTranslation();
  const [includeDisabled, setIncludeDisabled] = useState(false);
  const [history, setHistory] = useState<MembershipLevel | null>(null);
  const list = useLevels(includeDisabled ? 'all' : 'active');
  const status = useSetLevelStatus();

  const columns = useMemo<GridColumn<MembershipLevel>[]>(
    () => [
      { id: 'name', header: t('membership.name'), value: (l) => l.name, width: 180, lockVisible: true },
      { id: 'discount', header: t('membership.discount'), value: (l) => l.discount, kind: 'decimal', width: 110 },
      { id: 'priceType', header: t('customer.priceType'), value: (l) => t(`customer.priceTypes.${l.priceType}`), width: 130 },
      { id: 'customerCount', header: t('membership.customerCount'), value: (l) => l.customerCount, kind: 'number', width: 110 },
      { id: 'memo', header: t('membership.memo'), value: (l) => l.memo, flex: 1 },
      { id: 'status', header: t('form.status'), value: (l) => (l.status === 'disabled' ? t('form.disabled') : t('form.active')), width: 100 },
    ],
    [t],
  );

  return (
    <ListPage<MembershipLevel>
      titleId="membership-title"
      title={t('route.Membership')}
      intro={t('membership.intro')}
      filters={<ShowDisabledFilter checked={includeDisabled} onChange={setIncludeDisabled} />}
      query={list}
      table="membershipLevels"
      columns={columns}
      rows={list.data}
      getRowId={(l) => l.id}
      height={420}
      editor={{ newLabel: t('membership.new'), render: (l, close) => <LevelForm key={l?.id ?? 'new'} level={l} onClose={close} /> }}
      rowActions={[
        { status: { isDisabled: (l) => l.status === 'disabled', run: (l, action) => status.mutateAsync({ id: l.id, action }) } },
        { label: t('customer.history'), run: setHistory },
      ]}
    >
      {history && (
        <HistoryDialog
          title={`${t('customer.history')}: ${history.name}`}
          readModel={MEMBERSHIP_LEVELS_READ_MODEL}
          path={`/api/customers/membership-levels/${encodeURIComponent(history.id)}/history`}
          onClose={() => setHistory(null)}
        />
      )}
    </ListPage>
  );
}

function LevelForm({ level, onClose }: { level: MembershipLevel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = { name: level?.name ?? '', discount: level?.discount ?? '0', priceType: level?.priceType ?? 'member', memo: level?.memo ?? '' };
  const form = useZodForm(createMembershipLevelBody, initial);
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useCreateLevel();
  const update = useUpdateLevel();
  const priceTypes = SALE_PRICE_TYPES.map((p) => ({ value: p, label: t(`customer.priceTypes.${p}`) }));

  const save = async (values: CreateMembershipLevelBody) => {
    if (!level) return create.mutateAsync({ ...values, commandId });
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('customer.nothingChanged'));
    return update.mutateAsync({ id: level.id, body: { version: level.version, ...changed } });
  };

  return (
    <EntityFormDialog form={form} title={level ? t('membership.edit') : t('membership.new')} onSave={save} onClose={onClose}>
      <Field name="name" label={t('membership.name')} maxLength={60} autoFocus />
      <Field name="discount" label={t('membership.discount')} inputMode="decimal" maxLength={6} />
      <Field name="priceType" label={t('customer.priceType')} kind="select" options={priceTypes} />
      <Field name="memo" label={t('membership.memo')} maxLength={300} />
    </EntityFormDialog>
  );
}
