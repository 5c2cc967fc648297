import { accountKindOfMethod, defaultPaymentAccount, type PaymentAccountRef } from '@tradedesk/contracts/finance/payments';
import { roundMoney } from '@tradedesk/contracts/platform/money';
import { checkPayment, type PaymentDraft, paymentDraftSchema, type PaymentProblem } from '@tradedesk/contracts/sales/payment-entry';
import { PAYMENT_METHODS, type PaymentInput, type PaymentMethod } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import { useEffect, useMemo } from 'react';
import { FormProvider, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { Dialog } from '../../../components/ui/Dialog';
import { usePaymentAccounts } from '../../../api/payment-accounts';
import { useMoney } from '../../../lib/money';

const draftOf = (amount: string, method: PaymentMethod = 'cash'): PaymentDraft => ({ method, amount, reference: '', dueDate: '', tendered: '', accountId: '', bank: '' });
const NO_ACCOUNTS: PaymentAccountRef[] = [];
/** Amounts typed with a decimal comma count as with a point. */
const decimalText = (v: string) => v.trim().replace(',', '.');
const total = (payments: readonly { amount: string }[]) => payments.reduce((s, p) => s.plus(p.amount), new Decimal(0));

/** Every row by the server's payment rules (paymentDraftSchema), and together not more than is owed. */
const paymentsForm = (owed: string, currency: string) =>
  z
    .object({ payments: z.array(paymentDraftSchema(owed, currency)).min(1) })
    .refine(({ payments }) => !total(payments).gt(owed), { message: 'tooMuch' });

/**
 * Taking the money: one row per payment (split between cash and card, say); the first row
 * starts with what is owed. Cash shows the change for what was handed over. Nothing is sent
 * until every row is valid and the sum is not more than is owed; what is wrong shows while it is
 * typed. Enter pays.
 */
export function PaymentDialog({
  open,
  owed,
  currency,
  busy,
  title,
  confirmLabel,
  allowNone,
  onPay,
  onClose,
}: {
  open: boolean;
  owed: string;
  currency: string;
  busy?: boolean;
  title: string;
  confirmLabel: string;
  /** Commit without any payment is allowed (a customer on credit). */
  allowNone?: boolean;
  onPay: (payments: PaymentInput[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const problemText = (problem: string) => {
    if (problem === 'amount') return t('saleEntry.pay.amountNeeded');
    if (problem === 'overpaid' || problem === 'tooMuch') return t('saleEntry.pay.tooMuch', { owed: money(owed, currency), currency });
    if (problem === 'dueDate') return t('saleEntry.pay.dateNeeded');
    if (problem === 'reference') return t('payRetail.voucherNumber');
    return t('saleEntry.pay.tenderedTooLittle');
  };
  const schema = useMemo(() => paymentsForm(owed, currency), [owed, currency]);
  const form = useZodForm(schema, { payments: [draftOf(owed)] }, { messages: (_path, problem) => problemText(problem) });
  const rows = useFieldArray({ control: form.control, name: 'payments' });
  const drafts = (useWatch({ control: form.control, name: 'payments' }) ?? []) as PaymentDraft[];
  const { reset, setFocus } = form;
  useEffect(() => {
    if (!open) return;
    reset({ payments: [draftOf(owed)] });
    setTimeout(() => setFocus('payments.0.amount', { shouldSelect: true }), 0);
  }, [open, owed, reset, setFocus]);

  // The server's payment rules, applied while the rows are typed (contracts/src/sales/payment-entry.ts).
  const checks = drafts.map((d) => checkPayment(d, owed, currency));
  const problems = checks.map((c) => {
    const p: PaymentProblem | undefined = c.problems.amount ?? c.problems.dueDate ?? c.problems.tendered ?? c.problems.reference;
    return p ? problemText(p) : null;
  });
  const sum = total(checks.map((c) => ({ amount: c.payment?.amount ?? '0' })));
  const over = sum.gt(owed);
  const left = new Decimal(owed).minus(sum);
  const valid = !over && checks.length > 0 && checks.every((c) => c.payment !== null);

  const submit = () => {
    if (!valid || busy) return;
    void form.handleSubmit(({ payments }) => onPay(payments))();
  };
  const methods = PAYMENT_METHODS.map((m) => ({ value: m, label: t(`sale.method.${m}`) }));
  // The money account of each cash, card or transfer row: blank is the default account (named
  // first: the first cash box or bank account in the currency), or another of the currency's.
  const accounts = usePaymentAccounts(currency, open).data ?? NO_ACCOUNTS;
  const accountOptions = (method: PaymentMethod) => {
    const first = defaultPaymentAccount(accounts, method, currency);
    return [...(first ? [{ value: '', label: first.name }] : []), ...accounts.filter((a) => a.id !== first?.id).map((a) => ({ value: a.id, label: a.name }))];
  };

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <div className="actions">
          {allowNone && (
            <button type="button" className="btn" disabled={busy} onClick={() => onPay([])}>
              {t('saleEntry.pay.onCredit')}
            </button>
          )}
          <button type="button" className="btn btn-primary" disabled={!valid || busy} onClick={submit}>
            {confirmLabel}
          </button>
        </div>
      }
    >
      <FormProvider {...form}>
        <form
          className="form payment-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p className="pay-owed">
            {t('sale.col.outstanding')}: <strong>{money(owed, currency)}</strong> {currency}
          </p>
          {rows.fields.map((row, i) => {
            const method = drafts[i]?.method ?? row.method;
            return (
              <fieldset key={row.id} className="payment-row">
                <Field name={`payments.${i}.method`} label={t('saleEntry.pay.method')} kind="select" options={methods} />
                <Field name={`payments.${i}.amount`} label={t('sale.col.amount')} inputMode="decimal" setValueAs={decimalText} />
                {method === 'cash' ? (
                  <Field name={`payments.${i}.tendered`} label={t('saleEntry.pay.tendered')} inputMode="decimal" setValueAs={decimalText} />
                ) : (
                  <Field name={`payments.${i}.reference`} label={t('saleEntry.pay.reference')} maxLength={100} />
                )}
                {accountKindOfMethod(method) !== null && defaultPaymentAccount(accounts, method, currency) && (
                  <Field name={`payments.${i}.accountId`} label={t('saleList.pay.account')} kind="select" options={accountOptions(method)} />
                )}
                {(method === 'bankCheck' || method === 'installment') && <Field name={`payments.${i}.dueDate`} label={t('saleEntry.pay.dueDate')} type="date" />}
                {method === 'bankCheck' && <Field name={`payments.${i}.bank`} label={t('saleList.pay.checkBank')} maxLength={100} />}
                {checks[i]?.change && (
                  <p className="pay-change" role="status">
                    {t('saleEntry.pay.change')}: <strong>{money(checks[i].change, currency)}</strong> {currency}
                  </p>
                )}
                {problems[i] && <p className="field-error">{problems[i]}</p>}
                {rows.fields.length > 1 && (
                  <button type="button" className="btn btn-small" onClick={() => rows.remove(i)}>
                    {t('saleEntry.removePayment')}
                  </button>
                )}
              </fieldset>
            );
          })}
          {over ? (
            <p className="form-error" role="alert">
              {t('saleEntry.pay.tooMuch', { owed, currency })}
            </p>
          ) : (
            left.gt(0) && (
              <button type="button" className="btn btn-small" onClick={() => rows.append(draftOf(roundMoney(left, currency), 'card'))}>
                {t('saleEntry.pay.split')}
              </button>
            )
          )}
          <button type="submit" hidden />
        </form>
      </FormProvider>
    </Dialog>
  );
}
