import { roundMoney } from '@tradedesk/contracts/platform/money';
import type { RecordTillExchangeBody, ReturnableSale } from '@tradedesk/contracts/pos/pos-returns';
import { type TillPrice, tillCashDue, tillCashRefund } from '@tradedesk/contracts/pos/pos-sales';
import { lineAmount } from '@tradedesk/contracts/sales/order-amounts';
import { Decimal } from 'decimal.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiRequestError, errorText } from '../../../lib/api';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { storedDevice, storedPinSession, tillPrice, useTillSession } from '../api/till';
import { useRecordExchange, useRecordReturn, useReturnableSale } from '../api/till-returns';
import { useTillOffline } from '../offline/use-till-offline';

const isQuantity = (v: string) => /^\d{1,9}(\.\d{1,4})?$/.test(v.trim());
const isAmount = (v: string) => /^\d{1,13}(\.\d{1,6})?$/.test(v.trim());

/** What a line's part gives back: its share of the line's amount; the last piece what is left of it (as the server decides). */
function shareOf(l: ReturnableSale['lines'][number], q: string, currency: string): Decimal {
  if (!isQuantity(q) || new Decimal(q).lte(0)) return new Decimal(0);
  if (new Decimal(q).eq(l.returnable)) return new Decimal(l.amount).minus(l.returnedAmount);
  return new Decimal(roundMoney(new Decimal(l.amount).times(q).div(l.quantity), currency));
}

/** A product the customer takes instead (an exchange): today's price on this till for the sale's customer (their list and membership discount; retail without one), as the server prices it. */
interface NewLine {
  key: string;
  found: TillPrice;
  quantity: string;
}
const newAmount = (l: NewLine) =>
  isQuantity(l.quantity) && new Decimal(l.quantity).gt(0) ? new Decimal(lineAmount({ quantity: l.quantity, price: l.found.price, discount: l.found.discount, gift: false }, l.found.currency)) : new Decimal(0);

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
  const exchange = useRecordExchange();
  const session = useTillSession(ready);
  const offline = useTillOffline();
  const [newLines, setNewLines] = useState<NewLine[]>([]);
  const [newScan, setNewScan] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);
  const [newSaleId, setNewSaleId] = useState(() => crypto.randomUUID());
  const [receiptNo, setReceiptNo] = useState<string | null>(null);
  const [payMethodId, setPayMethodId] = useState<string | null>(null);
  const [payAmount, setPayAmount] = useState<string | null>(null);
  const [exchanged, setExchanged] = useState<{ newTotal: string; pays: string; back: string; rounding: string; cashBack: string } | null>(null);
  const [returnId, setReturnId] = useState(() => crypto.randomUUID());
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [refunds, setRefunds] = useState<Record<string, string> | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<{ total: string; refunds: [string, string][]; rounding: string; cashBack: string } | null>(null);
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
  // Cash rounding (docs/pos.md "Cash rounding"): the cash handed back rounds by the law of the currency, as cash taken in does.
  const rounds = session.data?.cashRounding !== false;
  const isCash = (payMethodId: string) => s?.payments.find((p) => p.payMethodId === payMethodId)?.kind === 'cash';
  const cashRefunds = Object.entries(split).filter(([id, v]) => isCash(id) && isAmount(v) && new Decimal(v).gt(0));
  const refundCash = tillCashRefund(cashRefunds.reduce((t, [, v]) => t.plus(v), new Decimal(0)), currency, rounds);
  const picked = s ? s.lines.filter((l) => isQuantity(quantities[l.line] ?? '') && new Decimal(quantities[l.line]!).gt(0)) : [];
  // An exchange: what the customer takes instead is paid first by the goods back; only the difference moves.
  const exchanging = newLines.length > 0;
  const newTotal = newLines.reduce((t, l) => t.plus(newAmount(l)), new Decimal(0));
  const due = Decimal.max(newTotal.minus(total), 0);
  const giveBack = Decimal.max(total.minus(newTotal), 0);
  // What of the give-back is cash, as the server splits it: the goods back through the sale's methods in order, the credit (the new goods) first.
  const { exchangeCash, creditNonCash } = useMemo(() => {
    let left = total;
    let credit = Decimal.min(total, newTotal);
    let cash = new Decimal(0);
    let nonCash = new Decimal(0);
    for (const p of s?.payments ?? []) {
      const take = Decimal.max(Decimal.min(left, p.refundable), 0);
      left = left.minus(take);
      const kept = Decimal.min(credit, take);
      credit = credit.minus(kept);
      if (p.kind === 'cash') cash = cash.plus(take.minus(kept));
      else nonCash = nonCash.plus(kept);
    }
    return { exchangeCash: tillCashRefund(cash, currency, rounds), creditNonCash: nonCash };
  }, [s, total, newTotal, currency, rounds]);
  const methods = (session.data?.payMethods ?? []).filter((m) => m.currencies.includes(currency));
  const payWith = payMethodId ?? methods.find((m) => m.kind === 'cash')?.id ?? methods[0]?.id ?? '';
  // The customer pays the difference in cash: the new sale's cash part (its cash credit + this) rounds as any sale's (the server checks it with tillCashDue).
  const payByCash = methods.find((m) => m.id === payWith)?.kind === 'cash';
  const cashRounding = due.gt(0) && payByCash ? tillCashDue(newTotal, creditNonCash, currency, rounds).rounding : '0';
  // Never so far that the customer would pay nothing (the cash credit alone rounds): then the exact cash.
  const payRounding = due.minus(cashRounding).gt(0) ? cashRounding : '0';
  const cashToCollect = due.minus(payRounding);
  const pay = payAmount ?? cashToCollect.toFixed();
  const payOk = due.isZero() || (isAmount(pay) && new Decimal(pay).gte(cashToCollect) && !!payWith);
  const newLinesOk = newLines.every((l) => isQuantity(l.quantity) && new Decimal(l.quantity).gt(0));
  const canSubmit = picked.length > 0 && reason.trim() !== '' && (exchanging ? newLinesOk && payOk && !exchange.isPending : refunded.eq(total)) && !record.isPending;

  const addNew = async () => {
    const code = newScan.trim();
    if (!code) return;
    setScanError(null);
    try {
      // Priced for the sale's customer, as the server prices the exchange's new sale.
      const found = await tillPrice(code, s?.customerId ?? undefined);
      setNewLines((ls) => {
        const same = ls.find((l) => l.found.productId === found.productId && l.found.unit === found.unit);
        if (same) return ls.map((l) => (l === same && isQuantity(l.quantity) ? { ...l, quantity: new Decimal(l.quantity).plus(1).toFixed() } : l));
        return [...ls, { key: crypto.randomUUID(), found, quantity: '1' }];
      });
      setNewScan('');
      setPayAmount(null);
    } catch (err) {
      setScanError(errorText(t, err));
    }
  };

  const submitExchange = async () => {
    if (!s) return;
    // The new sale's receipt number, taken once per exchange (a retry sends the same one).
    const number = receiptNo ?? (await offline.sync?.nextReceiptNo().catch(() => null)) ?? null;
    if (number) setReceiptNo(number);
    const body: RecordTillExchangeBody = {
      exchangeId: returnId,
      saleId: s.saleId,
      reason: reason.trim(),
      lines: picked.map((l) => ({ line: l.line, quantity: quantities[l.line]!.trim() })),
      newSaleId,
      ...(number ? { receiptNo: number } : {}),
      newLines: newLines.map((l) => ({ productId: l.found.productId, unit: l.found.unit, quantity: l.quantity.trim() })),
      payments: due.gt(0) ? [new Decimal(payRounding).isZero() ? { payMethodId: payWith, amount: pay.trim() } : { payMethodId: payWith, amount: new Decimal(pay.trim()).plus(payRounding).toFixed(), rounding: payRounding }] : [],
      ...(giveBack.gt(0) && !new Decimal(exchangeCash.rounding).isZero() ? { refundRounding: exchangeCash.rounding } : {}),
    };
    try {
      await exchange.mutateAsync(body);
      setExchanged({ newTotal: newTotal.toFixed(), pays: cashToCollect.toFixed(), back: giveBack.toFixed(), rounding: giveBack.gt(0) ? exchangeCash.rounding : '0', cashBack: giveBack.gt(0) ? exchangeCash.cash : '0' });
      setDone(null);
      setQuantities({});
      setReason('');
      setNewLines([]);
      setPayAmount(null);
      setReceiptNo(null);
      setReturnId(crypto.randomUUID());
      setNewSaleId(crypto.randomUUID());
    } catch (err) {
      // A refusal is final for this body: the next try takes a new receipt number.
      if (!(err instanceof ApiRequestError && err.transport)) setReceiptNo(null);
    }
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!s) return;
    if (exchanging) return submitExchange();
    // The rounding rides on the last cash refund (the server checks it against the law).
    const lastCash = cashRefunds.at(-1)?.[0];
    const rounding = new Decimal(refundCash.rounding).isZero() ? null : refundCash.rounding;
    const body = {
      returnId,
      saleId: s.saleId,
      reason: reason.trim(),
      lines: picked.map((l) => ({ line: l.line, quantity: quantities[l.line]!.trim() })),
      refunds: Object.entries(split)
        .filter(([, v]) => isAmount(v) && new Decimal(v).gt(0))
        .map(([payMethodId, v]) => ({ payMethodId, amount: v.trim(), ...(rounding && payMethodId === lastCash ? { rounding } : {}) })),
    };
    try {
      await record.mutateAsync(body);
      setExchanged(null);
      setDone({ total: total.toFixed(), refunds: body.refunds.map((r) => [s.payments.find((p) => p.payMethodId === r.payMethodId)?.payMethodName ?? '', r.amount]), rounding: refundCash.rounding, cashBack: refundCash.cash });
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
          {!new Decimal(done.rounding).isZero() && (
            <p data-testid="return-done-rounding">
              {t('posSell.rounding')}: {amount(new Decimal(done.rounding).negated().toFixed(), currency)} · {t('posReturn.cashBack', { amount: amount(done.cashBack, currency) })}
            </p>
          )}
        </div>
      )}
      {exchanged && (
        <div className="card" role="status" data-testid="exchange-done">
          <h2>{t('posExchange.done')}</h2>
          <p>{t('posExchange.newSaleTotal', { amount: amount(exchanged.newTotal, currency) })}</p>
          {new Decimal(exchanged.pays).gt(0) && <p>{t('posExchange.customerPaid', { amount: amount(exchanged.pays, currency) })}</p>}
          {new Decimal(exchanged.back).gt(0) && <p>{t('posExchange.customerGotBack', { amount: amount(exchanged.back, currency) })}</p>}
          {!new Decimal(exchanged.rounding).isZero() && (
            <p data-testid="exchange-done-rounding">
              {t('posSell.rounding')}: {amount(new Decimal(exchanged.rounding).negated().toFixed(), currency)} · {t('posReturn.cashBack', { amount: amount(exchanged.cashBack, currency) })}
            </p>
          )}
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
          <h2>{t('posExchange.title')}</h2>
          <p className="muted">{t('posExchange.intro')}</p>
          {s.customerName && (
            <p data-testid="exchange-customer">{t('posExchange.pricedFor', { customer: s.customerName })}</p>
          )}
          <div className="field">
            <label htmlFor="exchange-scan">{t('posExchange.scan')}</label>
            <input
              id="exchange-scan"
              className="input"
              autoComplete="off"
              maxLength={64}
              value={newScan}
              onChange={(e) => setNewScan(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void addNew();
                }
              }}
            />
          </div>
          <button type="button" className="btn" disabled={!newScan.trim()} onClick={() => void addNew()}>
            {t('posExchange.add')}
          </button>
          {scanError && <p role="alert">{scanError}</p>}
          {exchanging && (
            <table className="table" data-testid="exchange-lines">
              <thead>
                <tr>
                  <th>{t('posSell.product')}</th>
                  <th>{t('posSell.unit')}</th>
                  <th className="num">{t('posExchange.price')}</th>
                  <th className="num">{t('posSell.discount')}</th>
                  <th>{t('posExchange.quantity')}</th>
                  <th className="num">{t('posSell.amount')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {newLines.map((l) => (
                  <tr key={l.key}>
                    <td>
                      {l.found.code} {l.found.name}
                    </td>
                    <td>{t(`posSell.units.${l.found.unit}`)}</td>
                    <td className="num">{money(l.found.price, l.found.currency)}</td>
                    <td className="num">{new Decimal(l.found.discount).gt(0) ? l.found.discount : ''}</td>
                    <td>
                      <input
                        className="input"
                        inputMode="decimal"
                        aria-label={t('posExchange.quantityOf', { name: l.found.name })}
                        value={l.quantity}
                        aria-invalid={!isQuantity(l.quantity)}
                        onChange={(e) => {
                          setNewLines((ls) => ls.map((x) => (x.key === l.key ? { ...x, quantity: e.target.value } : x)));
                          setPayAmount(null);
                        }}
                      />
                    </td>
                    <td className="num">{money(newAmount(l).toFixed(), l.found.currency)}</td>
                    <td>
                      <button type="button" className="btn" onClick={() => setNewLines((ls) => ls.filter((x) => x.key !== l.key))}>
                        {t('posExchange.remove')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th colSpan={5}>{t('posExchange.newTotal')}</th>
                  <th className="num" data-testid="exchange-total">
                    {amount(newTotal.toFixed(), currency)}
                  </th>
                  <th />
                </tr>
              </tfoot>
            </table>
          )}
          {exchanging && due.gt(0) && (
            <div data-testid="exchange-due">
              <p>{t('posExchange.customerPays', { amount: amount(due.toFixed(), currency) })}</p>
              <div className="field">
                <label htmlFor="exchange-method">{t('posExchange.payWith')}</label>
                <select id="exchange-method" className="input" value={payWith} onChange={(e) => setPayMethodId(e.target.value)}>
                  {methods.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="exchange-paid">{t('posExchange.tendered')}</label>
                <input id="exchange-paid" className="input" inputMode="decimal" value={pay} onChange={(e) => setPayAmount(e.target.value)} aria-invalid={!payOk} />
              </div>
              {!new Decimal(payRounding).isZero() && (
                <p data-testid="exchange-pay-rounding">
                  {t('posSell.rounding')}: <strong>{amount(new Decimal(payRounding).negated().toFixed(), currency)}</strong> · {t('posSell.cashDue', { amount: amount(cashToCollect.toFixed(), currency) })}
                </p>
              )}
              {payOk && isAmount(pay) && new Decimal(pay).gt(cashToCollect) && <p>{t('posExchange.change', { amount: amount(new Decimal(pay).minus(cashToCollect).toFixed(), currency) })}</p>}
            </div>
          )}
          {exchanging && due.isZero() && (
            <p data-testid="exchange-due">{giveBack.gt(0) ? t('posExchange.customerGetsBack', { amount: amount(giveBack.toFixed(), currency) }) : t('posExchange.even')}</p>
          )}
          {exchanging && giveBack.gt(0) && !new Decimal(exchangeCash.rounding).isZero() && (
            <p data-testid="exchange-rounding">
              {t('posSell.rounding')}: <strong>{amount(new Decimal(exchangeCash.rounding).negated().toFixed(), currency)}</strong> · {t('posReturn.cashBack', { amount: amount(exchangeCash.cash, currency) })}
            </p>
          )}
          {!exchanging && <h2>{t('posReturn.refundBy')}</h2>}
          {!exchanging && s.payments.map((p) => (
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
          {!exchanging && !new Decimal(refundCash.rounding).isZero() && (
            <p data-testid="return-rounding">
              {t('posSell.rounding')}: <strong>{amount(new Decimal(refundCash.rounding).negated().toFixed(), currency)}</strong> · {t('posReturn.cashBack', { amount: amount(refundCash.cash, currency) })}
            </p>
          )}
          {!exchanging && !refunded.eq(total) && <p className="field-error">{t('posReturn.mismatch', { amount: amount(total.minus(refunded).toFixed(), currency) })}</p>}
          <div className="field">
            <label htmlFor="return-reason">{t('posReturn.reason')}</label>
            <input id="return-reason" className="input" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          {record.error && !exchanging && <p role="alert">{errorText(t, record.error)}</p>}
          {exchange.error && exchanging && <p role="alert">{exchange.error instanceof ApiRequestError && exchange.error.transport ? t('posExchange.needsNetwork') : errorText(t, exchange.error)}</p>}
          <button type="submit" className="btn btn-primary" disabled={!canSubmit}>
            {exchanging ? t('posExchange.submit') : t('posReturn.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
