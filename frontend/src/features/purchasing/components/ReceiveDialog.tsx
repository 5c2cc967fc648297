import '../purchasing.css';
import { receiptInput, returnPurchaseGoodsBody, type PurchaseOrderView } from '@tradedesk/contracts/purchasing/purchase-order';
import { Decimal } from 'decimal.js';
import { useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DayInput } from '../../../components/form/DayInput';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field, FieldError } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ZoneSelect } from '../../../components/pickers/ZoneSelect';
import { useCompanyOffset } from '../../../lib/company-time';
import { fromCompanyInput } from '../../../lib/form';
import { useMoney } from '../../../lib/money';
import { purchaseCommands, usePurchaseCommand } from '../api/purchase-orders';
import { openInUnit, receiptLines, unitSize } from '../purchase-lines';
import { usePrefilledRate } from './use-prefilled-rate';

interface ReceiveForm {
  warehouseId: string;
  zoneId: string;
  /** 'YYYY-MM-DD HH:mm' on the company's clock, '' = now. */
  at: string;
  rate: string;
  reason: string;
  /** Per order line (by its number), in the line's unit. */
  quantities: { line: number; quantity: string }[];
}

const returnBody = returnPurchaseGoodsBody.omit({ commandId: true, version: true });

const toLines = (f: ReceiveForm) => receiptLines(Object.fromEntries(f.quantities.map((q) => [q.line, q.quantity])));

/**
 * A receipt into one warehouse and zone (`mode` 'receive'), or goods sent back to the supplier
 * from one (`mode` 'return'): per order line the quantity in the line's unit (a receipt starts
 * with everything still open), when (company time; blank = now) and the rate of the day.
 */
export function ReceiveDialog({ order, mode, onClose }: { order: PurchaseOrderView; mode: 'receive' | 'return'; onClose: () => void }) {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  const { costCurrency } = useMoney();
  const receive = usePurchaseCommand(purchaseCommands.receive);
  const send = usePurchaseCommand(purchaseCommands.returnGoods);
  const foreign = mode === 'receive' && order.currency !== (order.costCurrency ?? costCurrency);

  const schema = useMemo(() => {
    const at = (f: ReceiveForm) => (f.at.trim() ? fromCompanyInput(f.at, offset) : undefined);
    return mode === 'receive'
      ? z
          .custom<ReceiveForm>((v) => typeof v === 'object' && v !== null)
          .transform((f): z.input<typeof receiptInput> => ({ warehouseId: f.warehouseId, zoneId: f.zoneId || null, receivedAt: at(f), ...(f.rate.trim() ? { rate: f.rate.trim() } : {}), lines: toLines(f) }))
          .pipe(receiptInput)
      : z
          .custom<ReceiveForm>((v) => typeof v === 'object' && v !== null)
          .transform((f): z.input<typeof returnBody> => ({ warehouseId: f.warehouseId, zoneId: f.zoneId || null, returnedAt: at(f), reason: f.reason, lines: toLines(f) }))
          .pipe(returnBody);
  }, [mode, offset]);

  const form = useZodForm(schema as z.ZodType<{ lines: unknown[] }, ReceiveForm>, {
    warehouseId: order.warehouse?.id ?? '',
    zoneId: '',
    at: '',
    // The order's rate until the current one fills it in (ReceiptRate).
    rate: order.rate ?? '',
    reason: '',
    quantities: order.lines.map((l) => ({ line: l.line, quantity: mode === 'receive' ? openInUnit(l) : '' })),
  } as never);

  return (
    <EntityFormDialog
      form={form}
      wide
      title={t(mode === 'receive' ? 'purchase.receiveTitle' : 'purchase.returnTitle', { number: order.number })}
      submitLabel={t(mode === 'receive' ? 'purchase.receive' : 'purchase.returnGoods')}
      savedMessage={t(mode === 'receive' ? 'purchase.received' : 'purchase.returned')}
      onClose={onClose}
      onSave={(body) =>
        mode === 'receive'
          ? receive.mutateAsync([{ id: order.id, version: order.version }, body as never])
          : send.mutateAsync([{ id: order.id, version: order.version }, body as never])
      }
    >
      <Place />
      <div className="field">
        <label htmlFor="purchase-receive-at">{t(mode === 'receive' ? 'purchase.receivedAt' : 'purchase.returnedAt')}</label>
        <AtInput />
        <p className="hint">{t('purchase.atHint')}</p>
      </div>
      {foreign && <ReceiptRate from={order.currency} to={order.costCurrency ?? costCurrency} orderRate={order.rate ?? null} />}
      {mode === 'return' && <Field name="reason" label={t('purchase.returnReason')} maxLength={500} />}
      <QuantityTable order={order} mode={mode} />
      <FieldError name="lines" />
    </EntityFormDialog>
  );
}

function Place() {
  const { t } = useTranslation();
  const { control } = useFormContext<ReceiveForm>();
  const warehouse = useController({ control, name: 'warehouseId' });
  const zone = useController({ control, name: 'zoneId' });
  return (
    <>
      <WarehouseSelect label={t('purchase.col.warehouse')} value={warehouse.field.value} onChange={(id) => {
        warehouse.field.onChange(id);
        zone.field.onChange('');
      }} />
      <FieldError name="warehouseId" />
      <ZoneSelect label={t('purchase.zone')} warehouseId={warehouse.field.value} value={zone.field.value} onChange={zone.field.onChange} emptyLabel={t('purchase.noZone')} />
    </>
  );
}

function AtInput() {
  const { control } = useFormContext<ReceiveForm>();
  const at = useController({ control, name: 'at' });
  return <DayInput id="purchase-receive-at" withTime value={at.field.value} onChange={at.field.onChange} />;
}

function QuantityTable({ order, mode }: { order: PurchaseOrderView; mode: 'receive' | 'return' }) {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  const { control, register } = useFormContext<ReceiveForm>();
  useWatch({ control, name: 'quantities' });
  return (
    <table className="purchase-grid" aria-label={t('purchase.lines')}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('purchase.line.code')}</th>
          <th scope="col">{t('purchase.line.name')}</th>
          <th scope="col">{t('purchase.line.unit')}</th>
          <th scope="col" className="num">{t(mode === 'receive' ? 'purchase.line.open' : 'purchase.line.receivedNet')}</th>
          <th scope="col" className="num">{t(mode === 'receive' ? 'purchase.line.receiveNow' : 'purchase.line.returnNow')}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l, i) => {
          const size = unitSize(l);
          const available = mode === 'receive' ? openInUnit(l) : new Decimal(l.received).minus(l.returned).div(size).toDecimalPlaces(6).toString();
          return (
            <tr key={l.line}>
              <td>{l.line}</td>
              <td>{l.code}</td>
              <td>{l.name}</td>
              <td>{t(`product.units.${l.unit}`)}</td>
              <td className="num">{quantity(available)}</td>
              <td className="num">
                <input aria-label={t('purchase.quantityOfLine', { n: l.line })} inputMode="decimal" autoComplete="off" {...register(`quantities.${i}.quantity`)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The rate of the day for a receipt: the current rate when there is one, else the order's; the user may type another. */
function ReceiptRate({ from, to, orderRate }: { from: string; to: string; orderRate: string | null }) {
  const { t } = useTranslation();
  usePrefilledRate(from, to, true, orderRate);
  return <Field name="rate" label={t('purchase.rate', { from, to })} inputMode="decimal" />;
}
