import { roundMoney } from '@tradedesk/contracts/platform/money';
import { CASH_ROUNDING, type CheckoutRow, type RetailCheckoutVariant, saleMethodOfKind, settleCheckout } from '@tradedesk/contracts/sales/retail-checkout';
import type { PaymentMethod, SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import { type ReactNode, useMemo, useState } from 'react';
import { FormProvider, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { useRoutePath } from '../../../app/layout/routes-context';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { errorMessage } from '../../../lib/api';
import { useMoney } from '../../../lib/money';
import { type PayMethod, useCheckoutPayMethods } from '../api/checkout-pay-methods';
import { saleCommands, useSaleCommand, useSaleOrder } from '../api/sale-orders';
import { useUnitLabel } from '../use-sale-context';
import { RetailReceipt } from './RetailReceipt';
import '../retail-checkout.css';

/** A company payment method the checkout can take: its sale payment and its account in the order's currency. */
interface Offered {
  id: string;
  name: string;
  method: PaymentMethod;
  accountId: string;
}

const offeredOf = (methods: PayMethod[], currency: string): Offered[] =>
  methods.flatMap((m) => {
    const method = saleMethodOfKind(m.kind);
    if (!method) return [];
    const account = m.accounts.find((a) => a.currency === currency);
    // A method set up with accounts takes only their currencies; one without any takes every currency (the server's default account).
    if (m.accounts.length > 0 && !account) return [];
    return [{ id: m.id, name: m.name, method, accountId: method === 'voucher' ? '' : (account?.accountId ?? '') }];
  });

const rowSchema = z.object({ methodId: z.string(), amount: z.string(), tendered: z.string(), reference: z.string() });
type RowValues = z.infer<typeof rowSchema>;
const decimalText = (v: string) => v.trim().replace(',', '.');

/** Receipt details the checkout remembers in this browser, per variant (the seller's tax id, the register's id). */
const SETUP_KEY = (variant: RetailCheckoutVariant) => `tradedesk.payRetail.${variant}`;
function readSetup(variant: RetailCheckoutVariant): { sellerTaxId: string; registerId: string } {
  try {
    const v = JSON.parse(localStorage.getItem(SETUP_KEY(variant)) ?? '{}') as Record<string, unknown>;
    return { sellerTaxId: typeof v.sellerTaxId === 'string' ? v.sellerTaxId : '', registerId: typeof v.registerId === 'string' ? v.registerId : '' };
  } catch {
    return { sellerTaxId: '', registerId: '' };
  }
}

/**
 * The retail checkout (/sale/pay-retail[-variant]?id=<order>): the order's lines and total, the
 * payment in the company's payment methods (several, cash with change, the cash rounding where
 * the country rounds), sent through the sale payment command (save-commit for a draft, pay for a
 * committed order), then the receipt of the variant (docs/sales-retail-checkout.md).
 */
/**
 * The restaurant floor hands in the order itself (`orderId`), its own title, the table's name for
 * the receipt and the way back to the floor (`back`); every other variant reads `?id=` and goes
 * back to the retail screen.
 */
export function RetailCheckout({ variant, orderId, title: titleOverride, table, back }: { variant: RetailCheckoutVariant; orderId?: string; title?: string; table?: string; back?: (paid: boolean) => ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = orderId ?? params.get('id') ?? '';
  const retailPath = useRoutePath('SaleRetail');
  const orderQ = useSaleOrder(id || undefined);
  const methodsQ = useCheckoutPayMethods();
  const [paid, setPaid] = useState<{ order: SaleOrderView; buyerTaxId: string } | null>(null);
  const order = paid?.order ?? orderQ.data;
  const title = titleOverride ?? (variant === 'plain' ? t('route.SalePayRetail') : t(`route.SalePayRetail${variant.charAt(0).toUpperCase()}${variant.slice(1)}`));

  let body;
  if (!id) body = <p className="empty">{t('payRetail.noOrder')}</p>;
  else if (orderQ.error) body = <p className="form-error" role="alert">{errorMessage(orderQ.error)}</p>;
  else if (!order) body = <p className="loading">{t('payRetail.loading')}</p>;
  else if (paid || (order.status === 'committed' && new Decimal(order.outstanding).lte(0))) {
    body = <RetailReceipt variant={variant} order={order} buyerTaxId={paid?.buyerTaxId ?? ''} setup={readSetup(variant)} table={table} />;
  } else if (order.status !== 'draft' && order.status !== 'committed') body = <p className="form-error" role="alert">{t('payRetail.cancelled', { number: order.number })}</p>;
  else if (order.lines.length === 0) body = <p className="empty">{t('payRetail.noLines')}</p>;
  else if (methodsQ.error) body = <p className="form-error" role="alert">{errorMessage(methodsQ.error)}</p>;
  else if (!methodsQ.data) body = <p className="loading">{t('payRetail.loading')}</p>;
  else body = <CheckoutForm variant={variant} order={order} methods={methodsQ.data} onPaid={(o, buyerTaxId) => setPaid({ order: o, buyerTaxId })} />;

  return (
    <section className="page retail-checkout" aria-labelledby="pay-retail-title">
      <h1 id="pay-retail-title" className="page-title">
        {title}
      </h1>
      {body}
      {back ? (
        <p className="no-print">{back(Boolean(paid))}</p>
      ) : retailPath && (
        <p className="no-print">
          <Link to={retailPath} className="btn">
            {paid ? t('payRetail.nextCustomer') : t('payRetail.backToSale')}
          </Link>
        </p>
      )}
    </section>
  );
}

function CheckoutForm({ variant, order, methods, onPaid }: { variant: RetailCheckoutVariant; order: SaleOrderView; methods: PayMethod[]; onPaid: (o: SaleOrderView, buyerTaxId: string) => void }) {
  const { t } = useTranslation();
  const { money, amount: withCode, quantity } = useMoney();
  const unitLabel = useUnitLabel();
  const currency = order.header.currency;
  const owed = order.status === 'draft' ? order.total : order.outstanding;
  const offered = useMemo(() => offeredOf(methods, currency), [methods, currency]);
  const byId = useMemo(() => new Map(offered.map((o) => [o.id, o])), [offered]);
  const rowsOf = (values: RowValues[]): CheckoutRow[] =>
    values.map((r) => {
      const m = byId.get(r.methodId);
      return { method: m?.method ?? 'cash', accountId: m?.accountId ?? '', amount: r.amount, tendered: m?.method === 'cash' ? r.tendered : '', reference: r.reference };
    });

  const schema = useMemo(
    () =>
      z
        .object({ rows: z.array(rowSchema).min(1), buyerTaxId: z.string().trim().max(20), sellerTaxId: z.string().trim().max(20), registerId: z.string().trim().max(40) })
        .superRefine((v, ctx) => {
          const s = settleCheckout(rowsOf(v.rows), owed, currency, variant);
          s.rows.forEach((r, i) => {
            if (!byId.has(v.rows[i]?.methodId ?? '')) ctx.addIssue({ code: 'custom', path: ['rows', i, 'methodId'], message: 'method' });
            if (r.problem) ctx.addIssue({ code: 'custom', path: ['rows', i, r.problem === 'amount' ? 'amount' : r.problem === 'tendered' ? 'tendered' : 'reference'], message: r.problem });
          });
          if (!s.complete && s.rows.every((r) => !r.problem)) ctx.addIssue({ code: 'custom', path: [], message: 'left' });
        }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [owed, currency, variant, byId],
  );
  const first = (kind?: PaymentMethod) => offered.find((o) => o.method === kind) ?? offered[0];
  const startRow = (): RowValues => {
    const m = variant === 'voucher' ? first('voucher') : first('cash');
    const due = m?.method === 'cash' ? settleCheckout([], owed, currency, variant).cashDue : roundMoney(owed, currency);
    return { methodId: m?.id ?? '', amount: due, tendered: '', reference: '' };
  };
  const setup = readSetup(variant);
  const problemWords = (problem: string) =>
    problem === 'tendered' ? t('payRetail.tenderedShort') : problem === 'reference' ? t('payRetail.voucherNumber') : problem === 'method' ? t('payRetail.chooseMethod') : problem === 'left' ? t('payRetail.notSettled') : t('payRetail.amountNeeded');
  const form = useZodForm(schema, { rows: [startRow()], buyerTaxId: '', ...setup }, { messages: (_path, problem) => problemWords(problem) });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const values = (useWatch({ control: form.control, name: 'rows' }) ?? []) as RowValues[];

  const settled = settleCheckout(rowsOf(values), owed, currency, variant);
  const rounding = CASH_ROUNDING[variant];
  const commit = useSaleCommand((o: SaleOrderView, payments: ReturnType<typeof settleCheckout>['payments']) => (o.status === 'draft' ? saleCommands.commit(o, payments) : saleCommands.pay(o, payments)));
  const submit = form.handleSubmit(async (v) => {
    const s = settleCheckout(rowsOf(v.rows), owed, currency, variant);
    if (!s.complete) return;
    try {
      const answer = await commit.mutateAsync([order, s.payments]);
      localStorage.setItem(SETUP_KEY(variant), JSON.stringify({ sellerTaxId: v.sellerTaxId, registerId: v.registerId }));
      onPaid(answer.order, v.buyerTaxId);
    } catch (e) {
      form.setError('root', { message: errorMessage(e) });
    }
  });
  const options = offered.map((o) => ({ value: o.id, label: o.name }));
  const packing = variant === 'packing';
  const rootError = form.formState.errors.root?.message;

  return (
    <div className="checkout-body">
      <table className="table checkout-lines" aria-label={t('payRetail.lines')}>
        <thead>
          <tr>
            <th>{t('payRetail.product')}</th>
            <th className="num">{packing ? t('payRetail.packs') : t('payRetail.quantity')}</th>
            {packing && <th className="num">{t('payRetail.perPack')}</th>}
            {packing && <th className="num">{t('payRetail.units')}</th>}
            <th className="num">{t('payRetail.price')}</th>
            <th className="num">{t('payRetail.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.lineId}>
              <td>{l.name}</td>
              <td className="num">
                {quantity(l.quantity)} {unitLabel(l.unit)}
              </td>
              {packing && <td className="num">{quantity(new Decimal(l.quantity).isZero() ? '1' : new Decimal(l.baseQuantity).div(l.quantity).toDecimalPlaces(6).toFixed())}</td>}
              {packing && <td className="num">{quantity(l.baseQuantity)}</td>}
              <td className="num">{money(l.price, currency)}</td>
              <td className="num">{money(l.amount, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="checkout-totals">
        <dt>{t('payRetail.total')}</dt>
        <dd data-testid="checkout-total">{withCode(order.total, currency)}</dd>
        {order.status === 'committed' && (
          <>
            <dt>{t('payRetail.toPay')}</dt>
            <dd>{withCode(owed, currency)}</dd>
          </>
        )}
        {rounding && rounding.currency === currency && (
          <>
            <dt>{t('payRetail.cashDue')}</dt>
            <dd data-testid="checkout-cash-due">{withCode(settled.cashDue, currency)}</dd>
          </>
        )}
      </dl>
      {offered.length === 0 && <p className="form-error" role="alert">{t('payRetail.noMethods', { currency })}</p>}
      <FormProvider {...form}>
        <form
          className="form checkout-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {rows.fields.map((row, i) => {
            const method = byId.get(values[i]?.methodId ?? '')?.method;
            return (
              <fieldset key={row.id} className="payment-row" aria-label={t('payRetail.payment', { n: i + 1 })}>
                <Field name={`rows.${i}.methodId`} label={t('payRetail.method')} kind="select" options={options} />
                <Field name={`rows.${i}.amount`} label={t('payRetail.amount')} inputMode="decimal" setValueAs={decimalText} />
                {method === 'cash' && <Field name={`rows.${i}.tendered`} label={t('payRetail.tendered')} inputMode="decimal" setValueAs={decimalText} />}
                {method === 'voucher' ? (
                  <Field name={`rows.${i}.reference`} label={t('payRetail.voucherCode')} maxLength={100} />
                ) : (
                  method !== 'cash' && <Field name={`rows.${i}.reference`} label={t('payRetail.reference')} maxLength={100} />
                )}
                {settled.rows[i]?.change && (
                  <p className="pay-change" role="status">
                    {t('payRetail.change')}: <strong>{withCode(settled.rows[i].change, currency)}</strong>
                  </p>
                )}
                {rows.fields.length > 1 && (
                  <button type="button" className="btn btn-small" onClick={() => rows.remove(i)}>
                    {t('payRetail.removePayment')}
                  </button>
                )}
              </fieldset>
            );
          })}
          <p className="checkout-left" role="status">
            {new Decimal(settled.left).gt(0)
              ? t('payRetail.left', { amount: withCode(settled.left, currency) })
              : new Decimal(settled.left).lt(0)
                ? t('payRetail.tooMuch', { amount: withCode(new Decimal(settled.left).neg().toFixed(), currency) })
                : new Decimal(settled.rounding).gt(0)
                  ? t('payRetail.rounded', { amount: withCode(settled.rounding, currency) })
                  : t('payRetail.settled')}
          </p>
          {new Decimal(settled.left).gt(0) && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => {
                const other = offered.find((o) => o.method === 'card') ?? offered[0];
                rows.append({ methodId: other?.id ?? '', amount: roundMoney(settled.left, currency), tendered: '', reference: '' });
              }}
            >
              {t('payRetail.addPayment')}
            </button>
          )}
          <fieldset className="receipt-setup">
            <legend>{t('payRetail.receiptDetails')}</legend>
            {variant !== 'plain' && variant !== 'voucher' && variant !== 'packing' && (
              <>
                <Field name="sellerTaxId" label={t(`payRetail.sellerTaxId.${variant}`)} maxLength={20} />
                {variant === 'at' ? <Field name="registerId" label={t('payRetail.registerId')} maxLength={40} /> : <Field name="buyerTaxId" label={t(`payRetail.buyerTaxId.${variant}`)} maxLength={20} />}
              </>
            )}
          </fieldset>
          {rootError && (
            <p className="form-error" role="alert">
              {rootError}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={!settled.complete || commit.isPending}>
            {t('payRetail.pay')}
          </button>
        </form>
      </FormProvider>
    </div>
  );
}
