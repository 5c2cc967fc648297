import { roundMoney } from '@tradedesk/contracts/platform/money';
import type { ReturnableSale } from '@tradedesk/contracts/pos/pos-returns';
import { Decimal } from 'decimal.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../../lib/api';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { storedDevice, storedPinSession } from '../api/till';
import { useRecordReturn, useReturnableSale } from '../api/till-returns';

const isQuantity = (v: string) => /^\d{1,9}(\.\d{1,4})?$/.test(v.trim());
const isAmount = (v: string) => /^\d{1,13}(\.\d{1,6})?$/.test(v.trim());

/** What a line's part gives back: its share of the line's amount; the last piece what is left of it (as the server decides). */
function shareOf(l: ReturnableSale['lines'][number], q: string, currency: string): Decimal {
  if (!isQuantity(q) || new Decimal(q).lte(0)) return new Decimal(0);
  if (new Decimal(q).eq(l.returnable)) return new Decimal(l.amount).minus(l.returnedAmount);
  return new Decimal(roundMoney(new Decimal(l.amount).times(q).div(l.quantity), currency));
}

/**
 * /pos/invoiceReturn/:id/:soId/:price (PosInvoiceReturn, outside the user session, opened from a
 * receipt on /pos/invoiceList): pick the lines and quantities that come back, say why, and how
 * the refund goes back through the sale's own methods (filled in method by method, each up to what
 * it may still refund). :id is the sale, :soId its receipt number, :price its total as listed.
 */
export default function PosInvoiceReturn() {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const at = useCompanyTime();
  const { id = '', soId = '' } = useParams();
  const ready = !!storedDevice() && !!storedPinSession();
  const sale = useReturnableSale(id, ready);
  const record = useRecordReturn();
  const [returnId, setReturnId] = useState(() => crypto.randomUUID());
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [refunds, setRefunds] = useState<Record<string, string> | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<{ total: string; refunds: [string, string][] } | null>(null);
  const s = sale.data;
  const currency = s?.currency ?? '';
  const total = useMemo(() => (s ? s.lines.reduce((t, l) => t.plus(shareOf(l, quantities[l.line] ?? '', currency)), new Decimal(0)) : new Decimal(0)), [s, quantities, currency]);
  // The refund split by default: method by method in the sale's order, each up to what it may still refund.
  const auto = useMemo(() => {
    const out: Record<string, string> = {};
    let left = total;
    for (const p of s?.payments ?? []) {
      const take = Decimal.min(left, p.refundable);
      out[p.payMethodId] = take.gt(0) ? take.toFixed() : '';
      left = left.minus(Decimal.max(take, 0));
    }
    return out;
  }, [s, total]);
  const split = refunds ?? auto;
  const refunded = Object.values(split).reduce((t, v) => (isAmount(v) ? t.plus(v) : t), new Decimal(0));
  const picked = s ? s.lines.filter((l) => isQuantity(quantities[l.line] ?? '') && new Decimal(quantities[l.line]!).gt(0)) : [];
  const canSubmit = picked.length > 0 && reason.trim() !== '' && refunded.eq(total) && !record.isPending;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!s) return;
    const body = {
      returnId,
      saleId: s.saleId,
      reason: reason.trim(),
      lines: picked.map((l) => ({ line: l.line, quantity: quantities[l.line]!.trim() })),
      refunds: Object.entries(split)
        .filter(([, v]) => isAmount(v) && new Decimal(v).gt(0))
        .map(([payMethodId, v]) => ({ payMethodId, amount: v.trim() })),
    };
    try {
      await record.mutateAsync(body);
      setDone({ total: total.toFixed(), refunds: body.refunds.map((r) => [s.payments.find((p) => p.payMethodId === r.payMethodId)?.payMethodName ?? '', r.amount]) });
      setQuantities({});
      setRefunds(null);
      setReason('');
      setReturnId(crypto.randomUUID());
    } catch {
      // shown below from record.error
    }
  };

  return (
    <section className="page pos-page" aria-labelledby="pos-return-title">
      <h1 id="pos-return-title" className="page-title">
        {t('route.PosInvoiceReturn')}
      </h1>
      <p>
        <Link to="/pos/invoiceList">{t('route.PosInvoiceList')}</Link> · <Link to="/pos/invoice">{t('route.PosInvoice')}</Link>
      </p>
      {!ready && <p role="alert">{t('posSell.signInFirst')}</p>}
      {sale.error && <p role="alert">{errorText(t, sale.error)}</p>}
      {done && (
        <div className="card" role="status" data-testid="return-done">
          <h2>{t('posReturn.done')}</h2>
          <p>{t('posReturn.refundedTotal', { amount: amount(done.total, currency) })}</p>
          <ul>
            {done.refunds.map(([name, a]) => (
              <li key={name}>
                {name}: {amount(a, currency)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {s && (
        <form className="card" onSubmit={(e) => void submit(e)}>
          <p>
            {t('posSell.receiptNo', { number: soId || s.saleId.slice(0, 8) })} · {at(s.soldAt)} · {t('posSell.total')}: {amount(s.total, currency)}
            {new Decimal(s.refunded).gt(0) && <> · {t('posReturn.refundedBefore', { amount: amount(s.refunded, currency) })}</>}
          </p>
          <table className="table" data-testid="return-lines">
            <thead>
              <tr>
                <th>{t('posSell.product')}</th>
                <th>{t('posSell.unit')}</th>
                <th className="num">{t('posReturn.sold')}</th>
                <th className="num">{t('posReturn.returned')}</th>
                <th className="num">{t('posSell.amount')}</th>
                <th>{t('posReturn.quantityBack')}</th>
                <th className="num">{t('posReturn.refund')}</th>
              </tr>
            </thead>
            <tbody>
              {s.lines.map((l) => {
                const q = quantities[l.line] ?? '';
                const over = isQuantity(q) && new Decimal(q).gt(l.returnable);
                return (
                  <tr key={l.line}>
                    <td>
                      {l.code} {l.name}
                    </td>
                    <td>{t(`posSell.units.${l.unit}`)}</td>
                    <td className="num">{l.quantity}</td>
                    <td className="num">{l.returned}</td>
                    <td className="num">{money(l.amount, currency)}</td>
                    <td>
                      <input
                        className="input"
                        inputMode="decimal"
                        aria-label={t('posReturn.quantityOf', { name: l.name })}
                        value={q}
                        disabled={new Decimal(l.returnable).lte(0)}
                        aria-invalid={over || (q !== '' && !isQuantity(q))}
                        onChange={(e) => {
                          setQuantities({ ...quantities, [l.line]: e.target.value });
                          setRefunds(null);
                        }}
                      />
                      {over && <span className="field-error">{t('posReturn.atMost', { left: l.returnable })}</span>}
                    </td>
                    <td className="num">{money(shareOf(l, q, currency).toFixed(), currency)}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={6}>{t('posReturn.toRefund')}</th>
                <th className="num" data-testid="return-total">
                  {amount(total.toFixed(), currency)}
                </th>
              </tr>
            </tfoot>
          </table>
          <h2>{t('posReturn.refundBy')}</h2>
          {s.payments.map((p) => (
            <div className="field" key={p.payMethodId}>
              <label htmlFor={`refund-${p.payMethodId}`}>
                {p.payMethodName} ({t('posReturn.refundable', { amount: amount(p.refundable, currency) })})
              </label>
              <input
                id={`refund-${p.payMethodId}`}
                className="input"
                inputMode="decimal"
                value={split[p.payMethodId] ?? ''}
                onChange={(e) => setRefunds({ ...split, [p.payMethodId]: e.target.value })}
              />
            </div>
          ))}
          {!refunded.eq(total) && <p className="field-error">{t('posReturn.mismatch', { amount: amount(total.minus(refunded).toFixed(), currency) })}</p>}
          <div className="field">
            <label htmlFor="return-reason">{t('posReturn.reason')}</label>
            <input id="return-reason" className="input" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          {record.error && <p role="alert">{errorText(t, record.error)}</p>}
          <button type="submit" className="btn btn-primary" disabled={!canSubmit}>
            {t('posReturn.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
