import { formatDecimal, formatMoney } from '@tradedesk/contracts/platform/money';
import { ALLOCATION_BASES, LANDED_COST_KINDS } from '@tradedesk/contracts/purchasing/landed-cost';
import { Decimal } from 'decimal.js';
import { useMemo, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { CellField, Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { localeOf } from '../../../i18n/languages';
import { errorText } from '../../../lib/api';
import { settingValue } from '../../../lib/settings';
import { useSession } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { type ReceiptLine, useReceiptLines, useWaybillAction, type WaybillDetail } from '../api/ocean-shipping';
import { blankCost, costForm, measuresForm } from '../waybill-forms';

const lineKey = (x: { receiptId: string; receiptLine: number }) => `${x.receiptId}#${x.receiptLine}`;

/**
 * A waybill's costs: the list (each spread or not, remove), the add-cost form, the Allocate
 * action, the spread per received line, and the packing-list measures a weight or volume basis needs.
 */
export function WaybillCosts({ waybill }: { waybill: WaybillDetail }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const action = useWaybillAction();
  const settings = useSession((s) => s.settings);
  const costCurrency = String(settingValue(settings, 'CostCurrencyID') ?? 'USD');
  const currencies = useMemo(() => {
    const company = ['BaseCurrencyID', 'SecondCurrencyID', 'ThirdCurrencyID', 'CostCurrencyID'].map((k) => settingValue(settings, k)).filter((v): v is string => typeof v === 'string' && v.length === 3);
    return [...new Set([costCurrency, ...company, 'CNY', 'USD', 'EUR'])];
  }, [settings, costCurrency]);
  const lines = useReceiptLines(waybill.id, waybill.orders.length).data ?? [];
  const receipts = lines.filter((l) => l.kind === 'receipt');
  const run = async (a: Parameters<typeof action.mutateAsync>[0], done?: string) => {
    try {
      const r = await action.mutateAsync(a);
      if (done) toast.success(r?.changed === false ? t('shipping.alreadySpread') : done);
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };

  return (
    <>
      <section className="card" aria-labelledby="waybill-costs-title">
        <h2 id="waybill-costs-title">{t('shipping.costs')}</h2>
        {waybill.costs.length === 0 ? (
          <p className="hint">{t('shipping.noCosts')}</p>
        ) : (
          <table className="table" aria-labelledby="waybill-costs-title">
            <thead>
              <tr>
                <th>{t('shipping.kind')}</th>
                <th>{t('shipping.basis')}</th>
                <th>{t('shipping.amount')}</th>
                <th>{t('shipping.rate')}</th>
                <th>{t('shipping.inCostCurrency')}</th>
                <th>{t('shipping.invoiceRef')}</th>
                <th>{t('shipping.allocated')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {waybill.costs.map((c) => (
                <tr key={c.costId}>
                  <td>{t(`shipping.kinds.${c.kind}`)}</td>
                  <td>{t(`shipping.bases.${c.basis}`)}</td>
                  <td>{formatMoney(c.amount, c.currency, locale)} {c.currency}</td>
                  <td>{c.rate}</td>
                  <td>{formatMoney(c.costAmount, c.costCurrency, locale)} {c.costCurrency}</td>
                  <td>{c.invoiceRef}</td>
                  <td>{c.allocations ? t('shipping.allocatedStates.yes') : t('shipping.allocatedStates.no')}</td>
                  <td>
                    <button type="button" className="btn btn-small" disabled={action.isPending} aria-label={t('shipping.removeCostOf', { kind: t(`shipping.kinds.${c.kind}`), amount: c.amount })} onClick={() => void run({ action: 'removeCost', id: waybill.id, costId: c.costId })}>
                      {t('shipping.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="actions">
          <button type="button" className="btn btn-small" disabled={!waybill.costs.length || action.isPending} onClick={() => void run({ action: 'allocate', id: waybill.id, body: { version: waybill.version } }, t('shipping.spread'))}>
            {t('shipping.allocate')}
          </button>
        </div>
        <p className="hint">{t('shipping.allocateHint')}</p>
        <AddCost key={waybill.costs.length} waybillId={waybill.id} version={waybill.version} currencies={currencies} costCurrency={costCurrency} />
      </section>
      <Allocation waybill={waybill} lines={receipts} locale={locale} />
      {receipts.length > 0 && <Measures key={`${waybill.version}`} waybill={waybill} lines={receipts} />}
    </>
  );
}

function AddCost({ waybillId, version, currencies, costCurrency }: { waybillId: string; version: number; currencies: string[]; costCurrency: string }) {
  const { t } = useTranslation();
  const action = useWaybillAction();
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const form = useZodForm(costForm(commandId, version), blankCost(costCurrency));
  const currency = useWatch({ control: form.control, name: 'currency' }) as string;
  return (
    <EntityForm
      form={form}
      className="form"
      label={t('shipping.addCost')}
      onSave={async (body) => {
        try {
          // The version the screen shows now: linking an order or a status move since this form
          // opened moved the waybill, and the cost typed does not depend on them.
          return await action.mutateAsync({ action: 'addCost', id: waybillId, body: { ...body, version } });
        } catch (err) {
          setCommandId(crypto.randomUUID());
          throw err;
        }
      }}
      savedMessage={t('shipping.costAdded')}
      actions={<SubmitButton>{t('shipping.addCost')}</SubmitButton>}
    >
      <h3>{t('shipping.addCost')}</h3>
      <div className="field-grid">
        <Field name="kind" label={t('shipping.kind')} kind="select" options={LANDED_COST_KINDS.map((k) => ({ value: k, label: t(`shipping.kinds.${k}`) }))} />
        <Field name="basis" label={t('shipping.basis')} kind="select" options={ALLOCATION_BASES.map((b) => ({ value: b, label: t(`shipping.bases.${b}`) }))} />
        <Field name="currency" label={t('shipping.currency')} kind="select" options={currencies.map((c) => ({ value: c, label: c }))} />
        <Field name="amount" label={t('shipping.amount')} inputMode="decimal" />
        {currency !== costCurrency && <Field name="rate" label={t('shipping.rateTo', { currency: costCurrency })} inputMode="decimal" />}
        <Field name="invoiceRef" label={t('shipping.invoiceRef')} maxLength={60} />
      </div>
      <Field name="note" label={t('shipping.note')} maxLength={200} />
    </EntityForm>
  );
}

/** The spread: every received line with its value and what each cost adds to it. */
function Allocation({ waybill, lines, locale }: { waybill: WaybillDetail; lines: ReceiptLine[]; locale: string }) {
  const { t } = useTranslation();
  const spread = waybill.costs.filter((c) => c.allocations);
  const amountOf = (costId: string, line: ReceiptLine) => spread.find((c) => c.costId === costId)?.allocations?.find((a) => lineKey(a) === lineKey(line))?.amount ?? '0';
  return (
    <section className="card" aria-labelledby="waybill-allocation-title">
      <h2 id="waybill-allocation-title">{t('shipping.allocation')}</h2>
      {lines.length === 0 ? (
        <p className="hint">{t('shipping.noReceipts')}</p>
      ) : (
        <table className="table" aria-labelledby="waybill-allocation-title">
          <thead>
            <tr>
              <th>{t('shipping.order')}</th>
              <th>{t('shipping.receipt')}</th>
              <th>{t('shipping.product')}</th>
              <th>{t('shipping.warehouse')}</th>
              <th>{t('shipping.quantity')}</th>
              <th>{t('shipping.value')}</th>
              {spread.map((c) => (
                <th key={c.costId}>{t(`shipping.kinds.${c.kind}`)}</th>
              ))}
              <th>{t('shipping.landed')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => {
              const added = spread.reduce((sum, c) => sum.plus(amountOf(c.costId, l)), new Decimal(0));
              return (
                <tr key={lineKey(l)}>
                  <td>{l.orderNumber}</td>
                  <td>{l.receiptNumber}</td>
                  <td>{l.productCode} · {l.productName}</td>
                  <td>{l.warehouseCode}</td>
                  <td>{formatDecimal(l.quantity, 0, locale)}</td>
                  <td>{formatMoney(l.value, l.costCurrency, locale)}</td>
                  {spread.map((c) => (
                    <td key={c.costId}>{formatMoney(amountOf(c.costId, l), c.costCurrency, locale)}</td>
                  ))}
                  <td>{formatMoney(added.plus(l.value).toFixed(), l.costCurrency, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Weight (kg) and volume (m3) per base unit of each received product, from the packing list. */
function Measures({ waybill, lines }: { waybill: WaybillDetail; lines: ReceiptLine[] }) {
  const { t } = useTranslation();
  const action = useWaybillAction();
  const products = [...new Map(lines.map((l) => [l.productId, l])).values()];
  const known = new Map(waybill.measures.map((m) => [m.productId, m]));
  const form = useZodForm(measuresForm(waybill.version), {
    measures: products.map((p) => ({ productId: p.productId, weight: known.get(p.productId)?.weight ?? '', volume: known.get(p.productId)?.volume ?? '' })),
  });
  const { fields } = useFieldArray({ control: form.control, name: 'measures' });
  return (
    <section className="card" aria-labelledby="waybill-measures-title">
      <h2 id="waybill-measures-title">{t('shipping.measures')}</h2>
      <p className="hint">{t('shipping.measuresHint')}</p>
      <EntityForm form={form} className="form" label={t('shipping.measures')} onSave={(body) => action.mutateAsync({ action: 'measures', id: waybill.id, body })} actions={<SubmitButton>{t('shipping.saveMeasures')}</SubmitButton>}>
        <table className="table">
          <thead>
            <tr>
              <th>{t('shipping.product')}</th>
              <th>{t('shipping.weight')}</th>
              <th>{t('shipping.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f, i) => {
              const p = products[i]!;
              return (
                <tr key={f.id}>
                  <td>{p.productCode} · {p.productName}</td>
                  <td>
                    <CellField name={`measures.${i}.weight`} label={t('shipping.weightOf', { product: p.productCode })} inputMode="decimal" />
                  </td>
                  <td>
                    <CellField name={`measures.${i}.volume`} label={t('shipping.volumeOf', { product: p.productCode })} inputMode="decimal" />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </EntityForm>
    </section>
  );
}
