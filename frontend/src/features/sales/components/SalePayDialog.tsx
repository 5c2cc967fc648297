import { accountKindOfMethod, defaultPaymentAccount, type PaymentAccountRef } from '@tradedesk/contracts/finance/payments';
import { checkPayment, defaultPaymentAmount, needsDueDate, type PaymentProblem, paymentDraftSchema } from '@tradedesk/contracts/sales/payment-entry';
import { PAYMENT_METHODS, type PaymentInput, type SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { toast } from '../../../stores/toast';
import { saleCommands, useSaleCommand } from '../api/sale-orders';
import { saleErrorText } from '../sale-errors';
import { useMoney } from '../../../lib/money';
import { usePaymentAccounts } from '../../../api/payment-accounts';

const NO_ACCOUNTS: PaymentAccountRef[] = [];

/**
 * Take a payment for a committed order (POST sale/order/pay): method, amount (what is owed by
 * default), reference, the date of a check or installment, and for cash the amount handed over
 * with the change to give back, shown while it is typed. The server's payment rules
 * (paymentDraftSchema) check it before it is sent.
 */
export function SalePayDialog({ order, onClose }: { order: SaleOrderView; onClose: () => void }) {
  const { t } = useTranslation();
  const { money: formatMoney } = useMoney();
  const currency = order.header.currency;
  const owed = `${formatMoney(order.outstanding, currency)} ${currency}`;
  const word = (_path: string, problem: string) =>
    problem === 'overpaid' ? t('saleList.pay.overpaid', { owed }) : t(`saleList.pay.problem.${problem as PaymentProblem}`);
  const form = useZodForm(
    paymentDraftSchema(order.outstanding, currency),
    { method: 'cash', amount: defaultPaymentAmount(order.outstanding, currency), reference: '', dueDate: '', tendered: '', accountId: '', bank: '' },
    { messages: word },
  );
  const draft = useWatch({ control: form.control });
  const method = draft.method ?? 'cash';
  const checked = checkPayment({ method, amount: draft.amount ?? '', reference: draft.reference ?? '', dueDate: draft.dueDate ?? '', tendered: draft.tendered ?? '', accountId: draft.accountId ?? '', bank: draft.bank ?? '' }, order.outstanding, currency);
  const pay = useSaleCommand(saleCommands.pay);
  // The money account it goes into: the first cash box for cash, the first bank account for card
  // and transfers (in the order's currency), or another of the currency's; checks and
  // installments go into none.
  const accounts = usePaymentAccounts(currency).data ?? NO_ACCOUNTS;
  const movesMoney = accountKindOfMethod(method) !== null;
  // Blank is the default account, named first; the others of the currency follow.
  const first = movesMoney ? defaultPaymentAccount(accounts, method, currency) : null;
  const accountOptions = first ? [{ value: '', label: first.name }, ...accounts.filter((a) => a.id !== first.id).map((a) => ({ value: a.id, label: a.name }))] : [];

  // What is wrong with the cash received shows while it is typed, as the change does.
  const { trigger } = form;
  useEffect(() => void trigger('tendered'), [trigger, draft.tendered, draft.amount]);

  const save = async (payment: PaymentInput) => {
    try {
      return await pay.mutateAsync([order, [payment]]);
    } catch (e) {
      throw new FormRefusal(saleErrorText(t, e));
    }
  };
  const saved = (answer: unknown) => {
    const last = (answer as Awaited<ReturnType<typeof pay.mutateAsync>>).order.payments.at(-1);
    const change = last?.change && last.change !== '0' ? formatMoney(last.change, currency) : null;
    toast.success(change ? t('saleList.pay.doneChange', { number: order.number, change: `${change} ${currency}` }) : t('saleList.pay.done', { number: order.number }), 8000);
    onClose();
  };

  return (
    <EntityFormDialog
      form={form}
      title={t('saleList.pay.title', { number: order.number })}
      submitLabel={t('saleList.pay.submit')}
      savedMessage={null}
      onSave={save}
      onSaved={saved}
      onClose={onClose}
    >
      <dl className="facts">
        <dt>{t('sale.col.total')}</dt>
        <dd>
          {formatMoney(order.total, currency)} {currency}
        </dd>
        <dt>{t('sale.col.paid')}</dt>
        <dd>{formatMoney(order.paid, currency)}</dd>
        <dt>{t('sale.col.outstanding')}</dt>
        <dd data-testid="pay-owed">{formatMoney(order.outstanding, currency)}</dd>
      </dl>
      <Field name="method" label={t('saleList.pay.method')} kind="select" options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`sale.method.${m}`) }))} />
      <Field name="amount" label={t('saleList.pay.amount', { currency })} inputMode="decimal" autoFocus />
      {method === 'cash' && (
        <>
          <Field name="tendered" label={t('saleList.pay.tendered')} inputMode="decimal" />
          {checked.change && (
            <p className="sale-change" role="status">
              {t('saleList.pay.change')}: <strong>{formatMoney(checked.change, currency)}</strong> {currency}
            </p>
          )}
        </>
      )}
      {first && <Field name="accountId" label={t('saleList.pay.account')} kind="select" options={accountOptions} />}
      {method !== 'cash' && <Field name="reference" label={t('saleList.pay.reference')} maxLength={100} />}
      {needsDueDate(method) && <Field name="dueDate" label={method === 'bankCheck' ? t('saleList.pay.checkDate') : t('saleList.pay.installmentDate')} type="date" />}
      {method === 'bankCheck' && <Field name="bank" label={t('saleList.pay.checkBank')} maxLength={100} />}
    </EntityFormDialog>
  );
}
