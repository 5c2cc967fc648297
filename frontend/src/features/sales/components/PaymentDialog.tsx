import { roundMoney } from '@tradedesk/contracts/platform/money';
import { checkPayment } from '@tradedesk/contracts/sales/payment-entry';
import { PAYMENT_METHODS, type PaymentInput, type PaymentMethod } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';

interface Row {
  key: string;
  method: PaymentMethod;
  amount: string;
  reference: string;
  dueDate: string;
  tendered: string;
}

const newRow = (amount: string, method: PaymentMethod = 'cash'): Row => ({ key: crypto.randomUUID(), method, amount, reference: '', dueDate: '', tendered: '' });

/**
 * Taking the money: one row per payment (split between cash and card, say); the first row
 * starts with what is owed. Cash shows the change for what was handed over. Nothing is sent
 * until every row is valid and the sum is not more than is owed. Enter pays.
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
  const [rows, setRows] = useState<Row[]>(() => [newRow(owed)]);
  const first = useRef<HTMLInputElement>(null);
  const ids = useId();
  useEffect(() => {
    if (open) {
      setRows([newRow(owed)]);
      setTimeout(() => first.current?.select(), 0);
    }
  }, [open, owed]);

  const set = (key: string, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  // The server's payment rules, applied before sending (contracts/src/sales/payment-entry.ts).
  const checks = rows.map((r) =>
    checkPayment({ method: r.method, amount: r.amount.trim().replace(',', '.'), reference: r.reference.trim(), dueDate: r.dueDate, tendered: r.tendered.trim().replace(',', '.') }, owed, currency),
  );
  const problems = checks.map((c) => {
    const p = c.problems.amount ?? c.problems.dueDate ?? c.problems.tendered;
    if (!p) return null;
    if (p === 'amount') return t('saleEntry.pay.amountNeeded');
    if (p === 'overpaid') return t('saleEntry.pay.tooMuch', { owed, currency });
    if (p === 'dueDate') return t('saleEntry.pay.dateNeeded');
    return t('saleEntry.pay.tenderedTooLittle');
  });
  const sum = checks.reduce((s, c) => s.plus(c.payment?.amount ?? 0), new Decimal(0));
  const over = sum.gt(owed);
  const left = new Decimal(owed).minus(sum);
  const valid = !over && checks.every((c) => c.payment !== null);

  const submit = () => {
    if (!valid || busy) return;
    onPay(checks.map((c) => c.payment!));
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
      <form
        className="form payment-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="pay-owed">
          {t('sale.col.outstanding')}: <strong>{owed}</strong> {currency}
        </p>
        {rows.map((r, i) => (
          <fieldset key={r.key} className="payment-row">
            <div className="field">
              <label htmlFor={`${ids}-m${i}`}>{t('saleEntry.pay.method')}</label>
              <select id={`${ids}-m${i}`} value={r.method} onChange={(e) => set(r.key, { method: e.target.value as PaymentMethod })}>
                {PAYMENT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {t(`sale.method.${m}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${ids}-a${i}`}>{t('sale.col.amount')}</label>
              <input id={`${ids}-a${i}`} ref={i === 0 ? first : undefined} inputMode="decimal" value={r.amount} onChange={(e) => set(r.key, { amount: e.target.value })} />
            </div>
            {r.method === 'cash' && (
              <div className="field">
                <label htmlFor={`${ids}-t${i}`}>{t('saleEntry.pay.tendered')}</label>
                <input id={`${ids}-t${i}`} inputMode="decimal" value={r.tendered} onChange={(e) => set(r.key, { tendered: e.target.value })} />
              </div>
            )}
            {r.method !== 'cash' && (
              <div className="field">
                <label htmlFor={`${ids}-r${i}`}>{t('saleEntry.pay.reference')}</label>
                <input id={`${ids}-r${i}`} value={r.reference} maxLength={100} onChange={(e) => set(r.key, { reference: e.target.value })} />
              </div>
            )}
            {(r.method === 'bankCheck' || r.method === 'installment') && (
              <div className="field">
                <label htmlFor={`${ids}-d${i}`}>{t('saleEntry.pay.dueDate')}</label>
                <input id={`${ids}-d${i}`} type="date" value={r.dueDate} onChange={(e) => set(r.key, { dueDate: e.target.value })} />
              </div>
            )}
            {checks[i].change && (
              <p className="pay-change" role="status">
                {t('saleEntry.pay.change')}: <strong>{checks[i].change}</strong> {currency}
              </p>
            )}
            {problems[i] && <p className="field-error">{problems[i]}</p>}
            {rows.length > 1 && (
              <button type="button" className="btn btn-small" onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}>
                {t('saleEntry.removePayment')}
              </button>
            )}
          </fieldset>
        ))}
        {over ? (
          <p className="form-error" role="alert">
            {t('saleEntry.pay.tooMuch', { owed, currency })}
          </p>
        ) : (
          left.gt(0) && (
            <button type="button" className="btn btn-small" onClick={() => setRows((rs) => [...rs, newRow(roundMoney(left, currency), 'card')])}>
              {t('saleEntry.pay.split')}
            </button>
          )
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
