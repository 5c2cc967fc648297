import {
  createMembershipLevelBody,
  type CreateMembershipLevelBody,
  type MembershipLevel,
  MEMBERSHIP_LEVELS_READ_MODEL,
} from '@tradedesk/contracts/customers/membership-levels';
import { SALE_PRICE_TYPES } from '@tradedesk/contracts/sales/sale-order';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useCreateLevel, useLevels, useSetLevelStatus, useUpdateLevel } from '../api/membership';
import { HistoryDialog } from '../components/HistoryDialog';

/** Membership levels (route Membership, /customer/membership): a name, a discount and the price list its customers buy at. */
export default function Membership() {
  const { t } = useTranslation();
  const showId = useId();
  const [includeDisabled, setIncludeDisabled] = useState(false);
  const [selected, setSelected] = useState<MembershipLevel[]>([]);
  const [editing, setEditing] = useState<MembershipLevel | null | undefined>(undefined);
  const [history, setHistory] = useState<MembershipLevel | null>(null);
  const list = useLevels(includeDisabled ? 'all' : 'active');
  const status = useSetLevelStatus();
  const one = selected.length === 1 ? selected[0]! : null;

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

  const changeStatus = async () => {
    if (!one) return;
    try {
      await status.mutateAsync({ id: one.id, action: one.status === 'disabled' ? 'enable' : 'disable' });
      toast.success(t('form.saved'));
      setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="page" aria-labelledby="membership-title">
      <h1 id="membership-title" className="page-title">
        {t('route.Membership')}
      </h1>
      <p className="muted">{t('membership.intro')}</p>
      <div className="filters">
        <label className="inline-check" htmlFor={showId}>
          <input id={showId} type="checkbox" checked={includeDisabled} onChange={(e) => setIncludeDisabled(e.target.checked)} />
          {t('form.showDisabled')}
        </label>
      </div>
      <LoadError error={list.isError ? list.error : null} />
      <DataGrid<MembershipLevel>
        table="membershipLevels"
        title={t('route.Membership')}
        columns={columns}
        rows={list.data}
        getRowId={(l) => l.id}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(l) => setEditing(l)}
        height={420}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing(null)}>
              {t('membership.new')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setEditing(one)}>
              {t('form.edit')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one || status.isPending} onClick={() => void changeStatus()}>
              {one?.status === 'disabled' ? t('form.enable') : t('form.disable')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setHistory(one)}>
              {t('customer.history')}
            </button>
          </>
        }
      />
      {editing !== undefined && <LevelForm key={editing?.id ?? 'new'} level={editing} onClose={() => setEditing(undefined)} />}
      {history && (
        <HistoryDialog
          title={`${t('customer.history')}: ${history.name}`}
          readModel={MEMBERSHIP_LEVELS_READ_MODEL}
          path={`/api/customers/membership-levels/${encodeURIComponent(history.id)}/history`}
          onClose={() => setHistory(null)}
        />
      )}
    </section>
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
