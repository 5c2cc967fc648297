import '../purchasing.css';
import type { Product } from '@tradedesk/contracts/catalog/products';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import type { PurchaseOrderAnswer, PurchaseOrderView } from '@tradedesk/contracts/purchasing/purchase-order';
import { useRef } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DayInput } from '../../../components/form/DayInput';
import { EntityForm } from '../../../components/form/EntityForm';
import { CellField, Field, FieldError } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { errorText } from '../../../lib/api';
import { useMoney } from '../../../lib/money';
import { toast } from '../../../stores/toast';
import { purchaseCommands, usePurchaseCommand } from '../api/purchase-orders';
import { addLine, draftLinesOf, lineAmount, linesTotal, orderUnits, type PurchaseLineDraft } from '../purchase-lines';
import { type PurchaseDraftForm, purchaseDraftForm, type PurchaseDraftValues } from '../purchase-form';
import { purchaseDetailsPath } from '../purchase-paths';
import { PurchaseLineEntry } from './PurchaseLineEntry';
import { ReplenishmentLink } from './ReplenishmentLink';
import { SaleOrderLink } from './SaleOrderLink';
import { SupplierPicker } from './SupplierPicker';
import { usePrefilledRate } from './use-prefilled-rate';

type Intent = 'save' | 'commit';

/**
 * The purchase order editor (routes PurchaseNew and PurchaseDetails while the order is a draft):
 * supplier, warehouse, currency, the rate to the cost currency when they differ, expected date,
 * note, and the lines from the entry bar (unit, quantity, price, amount, total). "Save draft" keeps
 * it (POST a new draft, or PUT the version shown); "Commit" saves and commits it in one go.
 */
export function PurchaseOrderEditor({ order }: { order: PurchaseOrderView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { costCurrency } = useMoney();
  const intent = useRef<Intent>('save');
  // The version this form last wrote (a failed commit after a saved change keeps the form, and its
  // message, on screen; the next try edits the version it made).
  const written = useRef(order?.version ?? 0);
  const create = usePurchaseCommand(purchaseCommands.create);
  const change = usePurchaseCommand(purchaseCommands.change);
  const commit = usePurchaseCommand(purchaseCommands.commit);

  const form = useZodForm(purchaseDraftForm, {
    supplierId: order?.supplier?.id ?? '',
    warehouseId: order?.warehouse?.id ?? '',
    currency: order?.currency ?? costCurrency,
    expectedDate: order?.expectedDate ?? '',
    note: order?.note ?? '',
    rate: '',
    lines: order ? draftLinesOf(order.lines) : [],
  } satisfies PurchaseDraftForm as never);

  const save = async (values: PurchaseDraftValues) => {
    const { rate, ...body } = values;
    const version = Math.max(order?.version ?? 0, written.current);
    const saved: PurchaseOrderAnswer = order ? await change.mutateAsync([{ id: order.id, version }, body]) : await create.mutateAsync([body]);
    written.current = saved.version;
    if (intent.current !== 'commit') return saved;
    try {
      return await commit.mutateAsync([{ id: saved.id, version: saved.version }, rate]);
    } catch (error) {
      // The draft is kept: go on from it (a second try must not make another draft).
      if (!order) {
        toast.error(errorText(t, error));
        void navigate(purchaseDetailsPath(saved.id));
        return saved;
      }
      throw error;
    }
  };

  return (
    <EntityForm
      form={form}
      label={t('purchase.editor')}
      savedMessage={null}
      onSave={save}
      onSaved={(answer) => {
        const a = answer as PurchaseOrderAnswer;
        toast.success(intent.current === 'commit' ? t('purchase.committed', { number: a.number }) : t('purchase.draftSaved', { number: a.number }));
        if (!order) void navigate(purchaseDetailsPath(a.id));
      }}
      actions={<EditorActions onIntent={(i) => (intent.current = i)} />}
    >
      {order?.source && <SaleOrderLink source={order.source} />}
      {order?.origin && <ReplenishmentLink origin={order.origin} />}
      <Header order={order} costCurrency={costCurrency} />
      <Lines />
    </EntityForm>
  );
}

/**
 * Save draft and Commit. Both wait while a save is on its way: a second click would send the
 * content the first one is still writing (and meet its new version with a 409).
 */
function EditorActions({ onIntent }: { onIntent: (intent: Intent) => void }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PurchaseDraftForm>();
  const { isSubmitting } = useFormState({ control });
  return (
    <>
      <button type="submit" className="btn" disabled={isSubmitting} onClick={() => onIntent('save')}>
        {t('purchase.saveDraft')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting} onClick={() => onIntent('commit')}>
        {t('purchase.commit')}
      </button>
    </>
  );
}

function Header({ order, costCurrency }: { order: PurchaseOrderView | null; costCurrency: string }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<PurchaseDraftForm>();
  const supplier = useController({ control, name: 'supplierId' });
  const warehouse = useController({ control, name: 'warehouseId' });
  const expected = useController({ control, name: 'expectedDate' });
  const currency = useWatch({ control, name: 'currency' });
  const lines = useWatch({ control, name: 'lines' });
  const foreign = Boolean(costCurrency) && currency.trim().toUpperCase() !== costCurrency;
  // The current rate of the order's currency, while the user has not typed one of their own.
  usePrefilledRate(currency, costCurrency, foreign && currency.trim().length === 3);

  return (
    <div className="purchase-header">
      <div>
        <SupplierPicker
          label={t('purchase.col.supplier')}
          value={supplier.field.value}
          current={order?.supplier ?? null}
          onPick={(id, cur) => {
            supplier.field.onChange(id);
            // A new supplier's currency, while no line is priced in another.
            if (cur && lines.every((l) => !l.unitPrice.trim())) setValue('currency', cur);
          }}
        />
        <FieldError name="supplierId" />
      </div>
      <div>
        <WarehouseSelect label={t('purchase.col.warehouse')} value={warehouse.field.value} onChange={warehouse.field.onChange} />
        <FieldError name="warehouseId" />
      </div>
      <Field name="currency" label={t('purchase.col.currency')} maxLength={3} setValueAs={(v) => v.toUpperCase()} />
      {foreign && <Field name="rate" label={t('purchase.rate', { from: currency.toUpperCase(), to: costCurrency })} inputMode="decimal" hint={t('purchase.rateHint')} />}
      <div className="field">
        <label htmlFor="purchase-expected">{t('purchase.col.expected')}</label>
        <DayInput id="purchase-expected" value={expected.field.value} onChange={expected.field.onChange} />
        <FieldError name="expectedDate" />
      </div>
      <Field name="note" label={t('purchase.col.note')} maxLength={500} />
    </div>
  );
}

function Lines() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { control, getValues, setValue } = useFormContext<PurchaseDraftForm>();
  const lines = useWatch({ control, name: 'lines' });
  const currency = useWatch({ control, name: 'currency' });
  const supplierId = useWatch({ control, name: 'supplierId' });

  const add = (product: Product, unit: PackUnit, quantity: string, unitPrice: string) =>
    setValue('lines', addLine(getValues('lines'), { id: product.id, code: product.code, name: product.name, packings: product.packings }, unit, quantity, unitPrice, crypto.randomUUID()), { shouldDirty: true });
  const remove = (key: string) => setValue('lines', getValues('lines').filter((l) => l.key !== key), { shouldDirty: true });

  return (
    <fieldset className="document-lines">
      <legend>{t('purchase.lines')}</legend>
      <PurchaseLineEntry supplierId={supplierId} currency={currency.toUpperCase()} onAdd={add} />
      <table className="purchase-grid" aria-label={t('purchase.lines')}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('purchase.line.code')}</th>
            <th scope="col">{t('purchase.line.name')}</th>
            <th scope="col">{t('purchase.line.unit')}</th>
            <th scope="col" className="num">{t('purchase.line.quantity')}</th>
            <th scope="col" className="num">{t('purchase.line.unitPrice')}</th>
            <th scope="col" className="num">{t('purchase.line.amount')}</th>
            <th scope="col" aria-label={t('purchase.line.remove')} />
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={8} className="muted">
                {t('purchase.noLines')}
              </td>
            </tr>
          )}
          {lines.map((line, i) => (
            <LineRow key={line.key} index={i} line={line} currency={currency} onRemove={() => remove(line.key)} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={6}>{t('purchase.total')}</td>
            <td className="num" data-testid="purchase-total">
              {money(linesTotal(lines), currency.toUpperCase())}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      <FieldError name="lines" />
    </fieldset>
  );
}

function LineRow({ index, line, currency, onRemove }: { index: number; line: PurchaseLineDraft; currency: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const n = index + 1;
  const { control } = useFormContext<PurchaseDraftForm>();
  const unit = useController({ control, name: `lines.${index}.unit` });
  const amount = lineAmount(line);
  return (
    <tr aria-label={t('purchase.lineN', { n })}>
      <td>{n}</td>
      <td>{line.product?.code}</td>
      <td>
        {line.product?.name}
        <FieldError name={`lines.${index}.productId`} />
      </td>
      <td>
        <select aria-label={t('purchase.lineUnit', { n })} value={unit.field.value} onChange={(e) => unit.field.onChange(e.target.value)}>
          {orderUnits(line.product).map((u) => (
            <option key={u} value={u}>
              {t(`product.units.${u}`)}
            </option>
          ))}
        </select>
        <FieldError name={`lines.${index}.unit`} />
      </td>
      <td className="num">
        <CellField name={`lines.${index}.quantity`} label={t('purchase.lineQuantity', { n })} inputMode="decimal" autoComplete="off" />
      </td>
      <td className="num">
        <CellField name={`lines.${index}.unitPrice`} label={t('purchase.linePrice', { n })} inputMode="decimal" autoComplete="off" />
      </td>
      <td className="num">{amount === null ? '' : money(amount, currency.toUpperCase())}</td>
      <td>
        <button type="button" className="btn btn-small" onClick={onRemove} aria-label={t('purchase.removeLine', { n })}>
          ×
        </button>
      </td>
    </tr>
  );
}
