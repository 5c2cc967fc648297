import { inboundSplitBody, type PurchaseOrderView } from '@tradedesk/contracts/purchasing/purchase-order';
import { Decimal } from 'decimal.js';
import { useMemo } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { DayInput } from '../../../components/form/DayInput';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { FieldError } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ZoneSelect } from '../../../components/pickers/ZoneSelect';
import { LoadError } from '../../../components/ui/LoadError';
import { useCompanyOffset } from '../../../lib/company-time';
import { fromCompanyInput } from '../../../lib/form';
import { useMoney } from '../../../lib/money';
import { purchaseCommands, usePurchaseCommand, usePurchaseOrder } from '../api/purchase-orders';
import { openInUnit, splitReceipts, splitTaken } from '../purchase-lines';
import { purchaseDetailsPath } from '../purchase-paths';
import '../purchasing.css';

interface RowForm {
  key: string;
  warehouseId: string;
  zoneId: string;
  /** 'YYYY-MM-DD HH:mm' on the company's clock, '' = now. */
  at: string;
  rate: string;
  quantities: { line: number; quantity: string }[];
}
interface SplitForm {
  rows: RowForm[];
}

const splitBody = inboundSplitBody.omit({ commandId: true, version: true });

const emptyRow = (order: PurchaseOrderView, warehouseId = ''): RowForm => ({
  key: crypto.randomUUID(),
  warehouseId,
  zoneId: '',
  at: '',
  rate: order.rate ?? '',
  quantities: order.lines.map((l) => ({ line: l.line, quantity: '' })),
});

/**
 * Receiving a purchase order's open quantities split over several warehouses (route
 * ProductPurchaseInboundSplit, /product/purchase/:id/inbound-split): one block per warehouse
 * (zone, when the goods arrived in company time, the rate of the day) with a quantity per open
 * line; sent as one inbound split, all or nothing, then back to the order.
 */
export default function ProductPurchaseInboundSplit() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = usePurchaseOrder(id);
  const o = order.data;
  return (
    <section className="page" aria-labelledby="purchase-split-title">
      <h1 id="purchase-split-title" className="page-title">
        {o ? t('purchase.splitTitle', { number: o.number }) : t('route.ProductPurchaseInboundSplit')}
      </h1>
      {order.isPending && <p role="status">…</p>}
      <LoadError error={order.error} />
      {o && (o.status === 'committed' || o.status === 'partlyReceived') ? <SplitEditor key={`${o.id}:${o.version}`} order={o} /> : o && <p className="muted">{t('purchase.nothingOpen')}</p>}
    </section>
  );
}

function SplitEditor({ order }: { order: PurchaseOrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offset = useCompanyOffset();
  const split = usePurchaseCommand(purchaseCommands.split);
  const schema = useMemo(
    () =>
      z
        .custom<SplitForm>((v) => typeof v === 'object' && v !== null)
        .transform((f): z.input<typeof splitBody> => ({
          receipts: splitReceipts(
            f.rows.map((r) => ({
              key: r.key,
              warehouseId: r.warehouseId,
              zoneId: r.zoneId || null,
              receivedAt: r.at.trim() ? fromCompanyInput(r.at, offset) || r.at : '',
              rate: r.rate,
              quantities: Object.fromEntries(r.quantities.map((q) => [q.line, q.quantity])),
            })),
          ),
        }))
        .pipe(splitBody),
    [offset],
  );
  const form = useZodForm(schema, { rows: [emptyRow(order, order.warehouse?.id ?? ''), emptyRow(order)] } as never);
  const rows = useFieldArray({ control: form.control, name: 'rows' as never, keyName: 'fieldKey' });

  return (
    <EntityForm
      form={form}
      label={t('purchase.splitTitle', { number: order.number })}
      savedMessage={t('purchase.received')}
      onSave={(body) => split.mutateAsync([{ id: order.id, version: order.version }, body])}
      onSaved={() => void navigate(purchaseDetailsPath(order.id))}
      onCancel={() => void navigate(purchaseDetailsPath(order.id))}
      actions={
        <>
          <button type="button" className="btn" onClick={() => rows.append(emptyRow(order) as never)}>
            {t('purchase.addWarehouse')}
          </button>
          <SubmitButton>{t('purchase.receiveSplit')}</SubmitButton>
        </>
      }
    >
      {rows.fields.map((f, i) => (
        <SplitRow key={(f as { fieldKey: string }).fieldKey} order={order} index={i} onRemove={rows.fields.length > 1 ? () => rows.remove(i) : undefined} />
      ))}
      <OpenSummary order={order} />
      <FieldError name="receipts" />
    </EntityForm>
  );
}

function SplitRow({ order, index, onRemove }: { order: PurchaseOrderView; index: number; onRemove?: () => void }) {
  const { t } = useTranslation();
  const { costCurrency, quantity } = useMoney();
  const { control, register } = useFormContext<SplitForm>();
  const warehouse = useController({ control, name: `rows.${index}.warehouseId` });
  const zone = useController({ control, name: `rows.${index}.zoneId` });
  const at = useController({ control, name: `rows.${index}.at` });
  const foreign = order.currency !== (order.costCurrency ?? costCurrency);
  const n = index + 1;
  return (
    <fieldset className="purchase-split-row" aria-label={t('purchase.splitRow', { n })}>
      <legend>{t('purchase.splitRow', { n })}</legend>
      <div className="purchase-header">
        <WarehouseSelect label={t('purchase.col.warehouse')} value={warehouse.field.value} onChange={(v) => {
          warehouse.field.onChange(v);
          zone.field.onChange('');
        }} />
        <ZoneSelect label={t('purchase.zone')} warehouseId={warehouse.field.value} value={zone.field.value} onChange={zone.field.onChange} emptyLabel={t('purchase.noZone')} />
        <div className="field">
          <label htmlFor={`split-at-${index}`}>{t('purchase.receivedAt')}</label>
          <DayInput id={`split-at-${index}`} withTime value={at.field.value} onChange={at.field.onChange} />
        </div>
        {foreign && (
          <div className="field">
            <label htmlFor={`split-rate-${index}`}>{t('purchase.rate', { from: order.currency, to: order.costCurrency ?? costCurrency })}</label>
            <input id={`split-rate-${index}`} inputMode="decimal" autoComplete="off" {...register(`rows.${index}.rate`)} />
          </div>
        )}
      </div>
      <FieldError name={`receipts.${index}.warehouseId`} />
      <table className="purchase-grid">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('purchase.line.code')}</th>
            <th scope="col">{t('purchase.line.name')}</th>
            <th scope="col">{t('purchase.line.unit')}</th>
            <th scope="col" className="num">{t('purchase.line.open')}</th>
            <th scope="col" className="num">{t('purchase.line.receiveNow')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, i) => (
            <tr key={l.line}>
              <td>{l.line}</td>
              <td>{l.code}</td>
              <td>{l.name}</td>
              <td>{t(`product.units.${l.unit}`)}</td>
              <td className="num">{quantity(openInUnit(l))}</td>
              <td className="num">
                <input aria-label={t('purchase.splitQuantity', { n, line: l.line })} inputMode="decimal" autoComplete="off" {...register(`rows.${index}.quantities.${i}.quantity`)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {onRemove && (
        <button type="button" className="btn btn-small" onClick={onRemove}>
          {t('purchase.removeWarehouse')}
        </button>
      )}
    </fieldset>
  );
}

/** Per line: what is open and what the blocks take together; more than open is marked (the server's tolerance decides). */
function OpenSummary({ order }: { order: PurchaseOrderView }) {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  const { control } = useFormContext<SplitForm>();
  const rows = useWatch({ control, name: 'rows' });
  const taken = splitTaken(
    (rows ?? []).map((r) => ({ key: r.key, warehouseId: r.warehouseId, zoneId: null, receivedAt: '', rate: '', quantities: Object.fromEntries(r.quantities.map((q) => [q.line, q.quantity])) })),
  );
  return (
    <table className="purchase-grid" aria-label={t('purchase.splitSummary')}>
      <caption>{t('purchase.splitSummary')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('purchase.line.code')}</th>
          <th scope="col" className="num">{t('purchase.line.open')}</th>
          <th scope="col" className="num">{t('purchase.line.splitTaken')}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l) => {
          const open = openInUnit(l);
          const take = taken[l.line] ?? '0';
          const over = new Decimal(take).greaterThan(open);
          return (
            <tr key={l.line}>
              <td>{l.code}</td>
              <td className="num">{quantity(open)}</td>
              <td className={over ? 'num field-error' : 'num'}>{quantity(take)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
