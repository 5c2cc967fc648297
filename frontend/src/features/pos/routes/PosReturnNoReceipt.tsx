import { roundMoney } from '@tradedesk/contracts/platform/money';
import type { RecordReturnWithoutReceiptBody } from '@tradedesk/contracts/pos/pos-returns';
import { type TillPrice, tillCashRefund } from '@tradedesk/contracts/pos/pos-sales';
import { Decimal } from 'decimal.js';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiRequestError, errorText } from '../../../lib/api';
import { useMoney } from '../../../lib/money';
import { storedDevice, storedPinSession, tillPrice, useTill, useTillSession } from '../api/till';
import { useRecordReturnWithoutReceipt } from '../api/till-returns';

const isQuantity = (v: string) => /^\d{1,9}(\.\d{1,4})?$/.test(v.trim()) && /[1-9]/.test(v);
const isAmount = (v: string) => /^\d{1,13}(\.\d{1,6})?$/.test(v.trim());

interface Line {
  key: string;
  found: TillPrice;
  quantity: string;
  /** The refund typed for the line; null: the cap (today's price x the quantity). */
  amount: string | null;
}
const capOf = (l: Line) => (isQuantity(l.quantity) ? new Decimal(roundMoney(new Decimal(l.found.price).times(l.quantity), l.found.currency)) : new Decimal(0));
const refundOf = (l: Line) => (l.amount === null ? capOf(l) : isAmount(l.amount) ? new Decimal(l.amount) : new Decimal(0));

/**
 * /pos/returnNoReceipt (PosReturnNoReceipt, a till page: device + PIN session; docs/pos.md
 * "Returns without a receipt"): the cashier scans the products coming back with their quantities;
 * each line is refunded at most today's retail price of that packing on this till x the quantity
 * (lower if typed), in cash; a reason; a till supervisor other than the cashier picks their name
 * and types their PIN, checked on the server with the return itself.
 */
export default function PosReturnNoReceipt() {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const ready = !!storedDevice() && !!storedPinSession();
  const till = useTill(ready);
  const session = useTillSession(ready);
  const record = useRecordReturnWithoutReceipt();
  const scanRef = useRef<HTMLInputElement>(null);
  const [returnId, setReturnId] = useState(() => crypto.randomUUID());
  const [scan, setScan] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [reason, setReason] = useState('');
  const [methodId, setMethodId] = useState<string | null>(null);
  const [supervisorId, setSupervisorId] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ total: string; currency: string; supervisor: string; rounding: string; cashBack: string } | null>(null);

  const currency = session.data?.register.currency ?? lines[0]?.found.currency ?? '';
  const cashMethods = (session.data?.payMethods ?? []).filter((m) => m.kind === 'cash' && m.currencies.includes(currency));
  // Default: the drawer's own cash method (the one the float counts under), so the refund leaves the drawer's line of the X report.
  const drawer = session.data?.cashSession?.lines.find((l) => l.kind === 'cash' && l.currency === currency && cashMethods.some((m) => m.id === l.payMethodId))?.payMethodId;
  const method = methodId ?? drawer ?? cashMethods[0]?.id ?? '';
  const me = session.data?.employeeId;
  const supervisors = (till.data?.supervisors ?? []).filter((s) => s.employeeId !== me);
  const total = lines.reduce((sum, l) => sum.plus(refundOf(l)), new Decimal(0));
  // The cash handed back rounds by the law of the currency, as cash taken in does (docs/pos.md "Cash rounding").
  const cash = tillCashRefund(total, currency, session.data?.cashRounding !== false);
  const rounding = new Decimal(cash.rounding).isZero() ? null : cash.rounding;
  const linesOk = lines.length > 0 && lines.every((l) => isQuantity(l.quantity) && (l.amount === null || (isAmount(l.amount) && new Decimal(l.amount).lte(capOf(l)))));
  const canSubmit = ready && linesOk && reason.trim() !== '' && (total.isZero() || !!method) && !!supervisorId && pin.length >= 4 && !record.isPending;

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    const code = scan.trim();
    if (!code) return;
    setScanError(null);
    try {
      const found = await tillPrice(code);
      setLines((ls) => {
        const same = ls.find((l) => l.found.productId === found.productId && l.found.unit === found.unit);
        if (same) return ls.map((l) => (l === same && isQuantity(l.quantity) ? { ...l, quantity: new Decimal(l.quantity).plus(1).toFixed() } : l));
        return [...ls, { key: crypto.randomUUID(), found, quantity: '1', amount: null }];
      });
      setScan('');
      setDone(null);
    } catch (err) {
      setScanError(errorText(t, err));
    }
    scanRef.current?.focus();
  };
  const change = (key: string, patch: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const body: RecordReturnWithoutReceiptBody = {
      returnId,
      reason: reason.trim(),
      lines: lines.map((l) => ({ productId: l.found.productId, unit: l.found.unit, quantity: l.quantity.trim(), ...(l.amount === null ? {} : { amount: l.amount.trim() }) })),
      refunds: total.gt(0) ? [{ payMethodId: method, amount: total.toFixed(), ...(rounding ? { rounding } : {}) }] : [],
      supervisorId,
      pin,
    };
    try {
      await record.mutateAsync(body);
      setDone({ total: total.toFixed(), currency, supervisor: supervisors.find((s) => s.employeeId === supervisorId)?.name ?? '', rounding: cash.rounding, cashBack: cash.cash });
      setLines([]);
      setReason('');
      setPin('');
      setSupervisorId('');
      setReturnId(crypto.randomUUID());
    } catch (err) {
      setPin('');
      setError(err instanceof ApiRequestError && err.transport ? t('posNoReceipt.needsNetwork') : errorText(t, err));
    }
  };

  return (
    <section className="page pos-page" aria-labelledby="pos-noreceipt-title">
      <h1 id="pos-noreceipt-title" className="page-title">
        {t('route.PosReturnNoReceipt')}
      </h1>
      <p>
        <Link to="/pos/invoiceList">{t('route.PosInvoiceList')}</Link> · <Link to="/pos/invoice">{t('route.PosInvoice')}</Link>
      </p>
      <p className="muted">{t('posNoReceipt.intro')}</p>
      {!ready && <p role="alert">{t('posSell.signInFirst')}</p>}
      {session.error && <p role="alert">{errorText(t, session.error)}</p>}
      {done && (
        <div className="card" role="status" data-testid="noreceipt-done">
          <h2>{t('posNoReceipt.done')}</h2>
          <p>{t('posNoReceipt.doneDetail', { amount: amount(done.total, done.currency), supervisor: done.supervisor })}</p>
          {!new Decimal(done.rounding).isZero() && (
            <p data-testid="noreceipt-done-rounding">
              {t('posSell.rounding')}: {amount(new Decimal(done.rounding).negated().toFixed(), done.currency)} · {t('posReturn.cashBack', { amount: amount(done.cashBack, done.currency) })}
            </p>
          )}
        </div>
      )}
      <form className="card" onSubmit={(e) => void add(e)}>
        <div className="field">
          <label htmlFor="noreceipt-scan">{t('posNoReceipt.scan')}</label>
          <input id="noreceipt-scan" ref={scanRef} className="input" autoComplete="off" maxLength={64} value={scan} onChange={(e) => setScan(e.target.value)} disabled={!ready} />
        </div>
        <button type="submit" className="btn" disabled={!ready || !scan.trim()}>
          {t('posNoReceipt.add')}
        </button>
        {scanError && <p role="alert">{scanError}</p>}
      </form>
      <form className="card" onSubmit={(e) => void submit(e)}>
        {lines.length === 0 ? (
          <p className="muted">{t('posNoReceipt.empty')}</p>
        ) : (
          <table className="table" data-testid="noreceipt-lines">
            <thead>
              <tr>
                <th>{t('posSell.product')}</th>
                <th>{t('posSell.unit')}</th>
                <th className="num">{t('posNoReceipt.price')}</th>
                <th>{t('posNoReceipt.quantity')}</th>
                <th>{t('posNoReceipt.refund')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => {
                const cap = capOf(l);
                const over = l.amount !== null && isAmount(l.amount) && new Decimal(l.amount).gt(cap);
                return (
                  <tr key={l.key}>
                    <td>
                      {l.found.code} {l.found.name}
                    </td>
                    <td>{t(`posSell.units.${l.found.unit}`)}</td>
                    <td className="num">{money(l.found.price, l.found.currency)}</td>
                    <td>
                      <input
                        className="input"
                        inputMode="decimal"
                        aria-label={t('posNoReceipt.quantityOf', { name: l.found.name })}
                        value={l.quantity}
                        aria-invalid={!isQuantity(l.quantity)}
                        onChange={(e) => change(l.key, { quantity: e.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        className="input"
                        inputMode="decimal"
                        aria-label={t('posNoReceipt.refundOf', { name: l.found.name })}
                        value={l.amount ?? cap.toFixed()}
                        aria-invalid={over || (l.amount !== null && !isAmount(l.amount))}
                        onChange={(e) => change(l.key, { amount: e.target.value })}
                      />
                      {over && <span className="field-error">{t('posNoReceipt.atMost', { amount: amount(cap.toFixed(), l.found.currency) })}</span>}
                    </td>
                    <td>
                      <button type="button" className="btn" onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}>
                        {t('posNoReceipt.remove')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={4}>{t('posNoReceipt.total')}</th>
                <th className="num" data-testid="noreceipt-total">
                  {amount(total.toFixed(), currency)}
                </th>
                <th />
              </tr>
            </tfoot>
          </table>
        )}
        {rounding && (
          <p data-testid="noreceipt-rounding">
            {t('posSell.rounding')}: <strong>{amount(new Decimal(rounding).negated().toFixed(), currency)}</strong> · {t('posReturn.cashBack', { amount: amount(cash.cash, currency) })}
          </p>
        )}
        {cashMethods.length === 0 && session.data ? (
          <p role="alert">{t('posNoReceipt.noCash')}</p>
        ) : (
          cashMethods.length > 1 && (
            <div className="field">
              <label htmlFor="noreceipt-method">{t('posNoReceipt.cashMethod')}</label>
              <select id="noreceipt-method" className="input" value={method} onChange={(e) => setMethodId(e.target.value)}>
                {cashMethods.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </div>
          )
        )}
        <div className="field">
          <label htmlFor="noreceipt-reason">{t('posNoReceipt.reason')}</label>
          <input id="noreceipt-reason" className="input" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        {supervisors.length === 0 ? (
          <p className="muted">{t('posNoReceipt.noSupervisors')}</p>
        ) : (
          <fieldset className="choice-group">
            <legend>{t('posNoReceipt.supervisor')}</legend>
            {supervisors.map((s) => (
              <label key={s.employeeId} className="inline-check">
                <input type="radio" name="noreceipt-supervisor" value={s.employeeId} checked={supervisorId === s.employeeId} onChange={() => setSupervisorId(s.employeeId)} disabled={s.locked} /> {s.name}
              </label>
            ))}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor="noreceipt-pin">{t('posNoReceipt.pin')}</label>
          <input id="noreceipt-pin" type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))} />
        </div>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!canSubmit}>
          {t('posNoReceipt.submit')}
        </button>
      </form>
    </section>
  );
}
