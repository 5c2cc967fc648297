import {
  createMembershipLevelBody,
  type MembershipLevel,
  MEMBERSHIP_LEVELS_READ_MODEL,
  updateMembershipLevelBody,
} from '@tradedesk/contracts/customers/membership-levels';
import { SALE_PRICE_TYPES, type SalePriceType } from '@tradedesk/contracts/sales/sale-order';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
import { errorMessage, isConflict } from '../../../lib/api';
import { fieldErrors } from '../../../lib/form';
import { toast } from '../../../stores/toast';
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
  const editing = level !== null;
  const ids = { form: useId(), name: useId(), discount: useId(), priceType: useId(), memo: useId() };
  const [name, setName] = useState(level?.name ?? '');
  const [discount, setDiscount] = useState(level?.discount ?? '0');
  const [priceType, setPriceType] = useState<SalePriceType>(level?.priceType ?? 'member');
  const [memo, setMemo] = useState(level?.memo ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useCreateLevel();
  const update = useUpdateLevel();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const wanted = { name, discount, priceType, memo };
    const parsed = editing
      ? updateMembershipLevelBody.safeParse({
          version: level.version,
          ...Object.fromEntries(Object.entries(wanted).filter(([k, v]) => String(v).trim() !== String(level[k as keyof typeof wanted]))),
        })
      : createMembershipLevelBody.safeParse({ commandId, ...wanted });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      if (found['']) setError(t('customer.nothingChanged'));
      return;
    }
    setErrors({});
    try {
      if (editing) await update.mutateAsync({ id: level.id, body: parsed.data as Parameters<typeof update.mutateAsync>[0]['body'] });
      else await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      toast.success(t('form.saved'));
      onClose();
    } catch (err) {
      setError(isConflict(err) ? `${errorMessage(err)} ${t('form.conflictClose')}` : errorMessage(err));
    }
  };
  const fieldError = (key: string) =>
    errors[key] ? (
      <span className="field-error" role="alert">
        {errors[key]}
      </span>
    ) : null;

  return (
    <Dialog
      open
      title={editing ? t('membership.edit') : t('membership.new')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" form={ids.form} className="btn btn-primary" disabled={create.isPending || update.isPending}>
            {t('form.save')}
          </button>
        </>
      }
    >
      <form id={ids.form} className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={ids.name}>{t('membership.name')}</label>
          <input id={ids.name} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} autoFocus />
          {fieldError('name')}
        </div>
        <div className="field">
          <label htmlFor={ids.discount}>{t('membership.discount')}</label>
          <input id={ids.discount} value={discount} inputMode="decimal" maxLength={6} onChange={(e) => setDiscount(e.target.value)} />
          {fieldError('discount')}
        </div>
        <div className="field">
          <label htmlFor={ids.priceType}>{t('customer.priceType')}</label>
          <select id={ids.priceType} value={priceType} onChange={(e) => setPriceType(e.target.value as SalePriceType)}>
            {SALE_PRICE_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`customer.priceTypes.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.memo}>{t('membership.memo')}</label>
          <input id={ids.memo} value={memo} maxLength={300} onChange={(e) => setMemo(e.target.value)} />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
