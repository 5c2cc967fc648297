import { checkPayment, defaultPaymentAmount, needsDueDate, type PaymentDraft } from '@tradedesk/contracts/sales/payment-entry';
import { PAYMENT_METHODS, type PaymentMethod, type SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { toast } from '../../../stores/toast';
import { saleCommands, useSaleCommand } from '../api/sale-orders';
import { saleErrorText } from '../sale-errors';
import { useMoney } from '../../../lib/money';

/**
 * Take a payment for a committed order (POST sale/order/pay): method, amount (what is owed by
 * default), reference, the date of a check or installment, and for cash the amount handed over
 * with the change to give back, shown while it is typed.
 */
export function SalePayDialog({ order, onClose }: { order: SaleOrderView; onClose: () => void }) {
  const { t } = useTranslation();
  const { money: formatMoney } = useMoney();
  const currency = order.header.currency;
  const [draft, setDraft] = useState<PaymentDraft>(() => ({ method: 'cash', amount: defaultPaymentAmount(order.outstanding, currency), reference: '', dueDate: '', tendered: '' }));
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = useSaleCommand(saleCommands.pay);
  const formId = useId();
  const ids = { method: useId(), amount: useId(), reference: useId(), dueDate: useId(), tendered: useId() };
  const checked = checkPayment(draft, order.outstanding, currency);
  const set = (patch: Partial<PaymentDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const problem = (field: keyof PaymentDraft) => (tried || field === 'tendered' ? checked.problems[field] : undefined);

  const submit = async () => {
    setTried(true);
    setError(null);
    if (!checked.payment) return;
    try {
      const answer = await pay.mutateAsync([order, [checked.payment]]);
      const last = answer.order.payments.at(-1);
      const change = last?.change && last.change !== '0' ? formatMoney(last.change, currency) : null;
      toast.success(
        change
          ? t('saleList.pay.doneChange', { number: order.number, change: `${change} ${currency}` })
          : t('saleList.pay.done', { number: order.number }),
        8000,
      );
      onClose();
    } catch (e) {
      setError(saleErrorText(t, e));
    }
  };

  const message = (field: keyof PaymentDraft) => {
    const p = problem(field);
    if (!p) return null;
    const text = p === 'overpaid' ? t('saleList.pay.overpaid', { owed: `${formatMoney(order.outstanding, currency)} ${currency}` }) : t(`saleList.pay.problem.${p}`);
    return (
      <p className="field-error" role="alert">
        {text}
      </p>
    );
  };

  return (
    <Dialog
      open
      title={t('saleList.pay.title', { number: order.number })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={pay.isPending}>
            {t('saleList.pay.submit')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
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
        <div className="field">
          <label htmlFor={ids.method}>{t('saleList.pay.method')}</label>
          <select id={ids.method} value={draft.method} onChange={(e) => set({ method: e.target.value as PaymentMethod })}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`sale.method.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.amount}>{t('saleList.pay.amount', { currency })}</label>
          <input id={ids.amount} inputMode="decimal" value={draft.amount} aria-invalid={Boolean(problem('amount'))} onChange={(e) => set({ amount: e.target.value })} autoFocus />
          {message('amount')}
        </div>
        {draft.method === 'cash' && (
          <div className="field">
            <label htmlFor={ids.tendered}>{t('saleList.pay.tendered')}</label>
            <input id={ids.tendered} inputMode="decimal" value={draft.tendered} aria-invalid={Boolean(problem('tendered'))} onChange={(e) => set({ tendered: e.target.value })} />
            {message('tendered')}
            {checked.change && (
              <p className="sale-change" role="status">
                {t('saleList.pay.change')}: <strong>{formatMoney(checked.change, currency)}</strong> {currency}
              </p>
            )}
          </div>
        )}
        {draft.method !== 'cash' && (
          <div className="field">
            <label htmlFor={ids.reference}>{t('saleList.pay.reference')}</label>
            <input id={ids.reference} value={draft.reference} maxLength={100} onChange={(e) => set({ reference: e.target.value })} />
          </div>
        )}
        {needsDueDate(draft.method) && (
          <div className="field">
            <label htmlFor={ids.dueDate}>{draft.method === 'bankCheck' ? t('saleList.pay.checkDate') : t('saleList.pay.installmentDate')}</label>
            <input id={ids.dueDate} type="date" value={draft.dueDate} aria-invalid={Boolean(problem('dueDate'))} onChange={(e) => set({ dueDate: e.target.value })} />
            {message('dueDate')}
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
