import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { roundMoney, sumDecimals } from '@tradedesk/contracts/platform/money';
import type { DiscountApproval, TillSession } from '@tradedesk/contracts/pos/pos';
import { type RecordTillSaleBody, type TillSale, tillCashDue } from '@tradedesk/contracts/pos/pos-sales';
import { lineAmount } from '@tradedesk/contracts/sales/order-amounts';
import { Decimal } from 'decimal.js';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, ApiRequestError, errorText } from '../../../lib/api';
import { useMoney } from '../../../lib/money';
import { useQueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { TILL_KEY, tillCustomers, tillOptions, tillPrice } from '../api/till';
import { priceFromCache, priceProduct, searchCachedCustomers } from '../offline/catalogue';
import { cachedProduct, type TillDb } from '../offline/db';
import { type SaleSync, useSaleQueue } from '../offline/sale-queue';
import { ReceiptView, SaleReceipt } from './SaleReceipt';
import { SupervisorApproval } from './SupervisorApproval';

/** A customer picked for the sale (from the cache: with how they are priced). */
type PickedCustomer = { id: string; code: string; name: string; priceType?: 'retail' | 'wholesale' | 'member'; discount?: string };
export interface TillOffline {
  db: TillDb | null;
  sync: SaleSync | null;
}

/** A scan priced from the device's cached catalogue (docs/pos.md "Offline"); a product the cache lacks yet is asked of the server. */
async function priceOf(db: TillDb | null, scan: string, customer: PickedCustomer | null) {
  if (db) {
    const c = customer ? ((await db.customers.get(customer.id)) ?? null) : null;
    const p = await priceFromCache(db, scan, c);
    if (p && (!customer || c)) return p;
  }
  return tillPrice(scan, customer?.id);
}

interface CartLine {
  key: string;
  productId: string;
  code: string;
  name: string;
  unit: PackUnit;
  quantity: string;
  price: string;
  discount: string;
}

const isQuantity = (v: string) => /^\d{1,9}(\.\d{1,4})?$/.test(v) && /[1-9]/.test(v);
const isPercent = (v: string) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100;
/** "3*7801": three of what 7801 is; "7801": one (times the multiplier field). */
const parseScan = (raw: string, times: string): { scan: string; quantity: string } => {
  const m = /^(\d{1,9}(?:\.\d{1,4})?)\s*[*xX]\s*(.+)$/.exec(raw.trim());
  return m ? { scan: m[2]!.trim(), quantity: m[1]! } : { scan: raw.trim(), quantity: isQuantity(times) ? times : '1' };
};

/**
 * The selling area of the till (docs/pos.md "Selling"): the scan box keeps the focus; Enter on a
 * barcode (or a product code) adds that product in the packing the barcode stands for; the
 * multiplier (or "3*barcode") sets the quantity. Lines can change quantity and discount; the
 * customer picker prices at the customer's list and membership discount. Pay opens the payment
 * dialog: an amount per method, the change from cash; the sale's id is made once when the dialog
 * opens, so a retry of the same sale is the same sale. The server decides; the cart prices from the
 * device's cached catalogue (the same function), and the sale carries the prices it showed. A
 * completed sale goes into the device's durable queue first, then to the server (docs/pos.md
 * "Offline"): with the network down the till goes on selling.
 */
export function TillSelling({ session, offline }: { session: TillSession; offline: TillOffline }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const currency = session.register.currency;
  const [lines, setLines] = useState<CartLine[]>([]);
  const [scan, setScan] = useState('');
  const [times, setTimes] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [paying, setPaying] = useState(false);
  const [receiptId, setReceiptId] = useState<string | null>(null);
  /** A supervisor's approval of discounts over the limit, for this sale (docs/pos.md "Supervisor approval"). */
  const [approval, setApproval] = useState<DiscountApproval | null>(null);
  const [asking, setAsking] = useState<{ discount: string; limit: string } | null>(null);
  const scanRef = useRef<HTMLInputElement>(null);
  const refocus = () => {
    setTimeout(() => scanRef.current?.focus(), 0);
  };
  // Back to the scan box when the payment closes or a receipt comes or goes; while paying, the
  // payment's first amount keeps the focus it takes (the cashier types the amount tendered).
  useEffect(() => {
    if (!paying) refocus();
  }, [paying, receiptId]);

  const amountOf = (l: CartLine) => lineAmount({ quantity: l.quantity, price: l.price, discount: isPercent(l.discount) ? l.discount : '0', gift: false }, currency);
  const total = roundMoney(sumDecimals(lines.filter((l) => isQuantity(l.quantity)).map(amountOf)), currency);

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!scan.trim()) return;
    const typed = scan;
    const { scan: code, quantity } = parseScan(typed, times);
    // Cleared at once, not when the lookup answers: a scanner types the next code (and its Enter)
    // while this one is still looked up, and clearing then would wipe the next code.
    setScan('');
    setTimes('1');
    setError(null);
    try {
      const p = await priceOf(offline.db, code, customer);
      setLines((ls) => {
        const same = ls.find((l) => l.productId === p.productId && l.unit === p.unit);
        if (same) return ls.map((l) => (l === same ? { ...l, quantity: new Decimal(l.quantity || '0').plus(quantity).toFixed() } : l));
        return [...ls, { key: crypto.randomUUID(), productId: p.productId, code: p.code, name: p.name, unit: p.unit, quantity, price: p.price, discount: p.discount }];
      });
    } catch (err) {
      // A refused scan goes back in the box to be corrected, unless something was typed since.
      setScan((now) => (now === '' ? typed : now));
      setError(err instanceof ApiRequestError && err.error?.reason === 'barcode_not_found' ? t('posSell.notFound', { scan: code }) : errorText(t, err));
    }
    refocus();
  };

  /** A picked customer re-prices every line at their list and discount. */
  const pickCustomer = async (c: PickedCustomer | null) => {
    setCustomer(c);
    const db = offline.db;
    const cached = db && c ? ((await db.customers.get(c.id)) ?? null) : null;
    const repriced = async (l: CartLine) => {
      const product = db ? await cachedProduct(db, l.productId) : undefined;
      if (product && (!c || cached)) return priceProduct(db!, product, l.unit, cached);
      return tillPrice(l.code, c?.id);
    };
    const priced = await Promise.all(lines.map(async (l) => ({ l, p: await repriced(l).catch(() => null) })));
    setLines(priced.map(({ l, p }) => (p && p.productId === l.productId ? { ...l, price: p.unit === l.unit ? p.price : l.price, discount: p.discount } : l)));
    refocus();
  };

  const change = (key: string, patch: Partial<CartLine>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const valid = lines.length > 0 && lines.every((l) => isQuantity(l.quantity) && isPercent(l.discount));
  const highest = lines.reduce((m, l) => (isPercent(l.discount) && new Decimal(l.discount).gt(m) ? new Decimal(l.discount) : m), new Decimal(0));
  /** Pay: a discount over the till's limit first asks a supervisor, unless one approved that much already. */
  const startPay = () => {
    const limit = session.maxDiscount;
    if (limit !== undefined && highest.gt(limit) && !(approval && highest.lte(approval.maxDiscount))) {
      setAsking({ discount: highest.toFixed(), limit });
      return;
    }
    setPaying(true);
  };

  if (receiptId) {
    return (
      <section className="card" aria-labelledby="pos-selling">
        <h2 id="pos-selling">{t('posSell.done')}</h2>
        <QueuedOrServerReceipt id={receiptId} db={offline.db} />
        <button type="button" className="btn btn-primary" onClick={() => setReceiptId(null)}>
          {t('posSell.newSale')}
        </button>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="pos-selling">
      <h2 id="pos-selling">{t('pos.till.selling')}</h2>
      <p>
        <Link to="/pos/invoiceList">{t('route.PosInvoiceList')}</Link> · <Link to="/pos/invoicePrice">{t('route.PosInvoicePrice')}</Link> · <Link to="/pos/returnNoReceipt">{t('route.PosReturnNoReceipt')}</Link>
      </p>
      <form className="pos-scan" onSubmit={(e) => void add(e)}>
        <div className="field">
          <label htmlFor="pos-times">{t('posSell.times')}</label>
          <input id="pos-times" inputMode="decimal" size={4} value={times} onChange={(e) => setTimes(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="pos-scan">{t('posSell.scan')}</label>
          <input id="pos-scan" ref={scanRef} autoFocus autoComplete="off" value={scan} onChange={(e) => setScan(e.target.value)} placeholder={t('posSell.scanHint')} />
        </div>
        <button type="submit" className="btn">
          {t('posSell.add')}
        </button>
      </form>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <CustomerPicker db={offline.db} customer={customer} onPick={(c) => void pickCustomer(c)} />
      <table className="table" data-testid="pos-cart">
        <thead>
          <tr>
            <th>{t('posSell.product')}</th>
            <th>{t('posSell.unit')}</th>
            <th className="num">{t('posSell.quantity')}</th>
            <th className="num">{t('posSell.price')}</th>
            <th className="num">{t('posSell.discount')}</th>
            <th className="num">{t('posSell.amount')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={7} className="muted">
                {t('posSell.empty')}
              </td>
            </tr>
          )}
          {lines.map((l) => (
            <tr key={l.key}>
              <td>
                {l.code} {l.name}
              </td>
              <td>{t(`posSell.units.${l.unit}`)}</td>
              <td className="num">
                <input aria-label={t('posSell.quantityOf', { name: l.name })} inputMode="decimal" size={5} value={l.quantity} aria-invalid={!isQuantity(l.quantity)} onChange={(e) => change(l.key, { quantity: e.target.value })} />
              </td>
              <td className="num">{money(l.price, currency)}</td>
              <td className="num">
                <input aria-label={t('posSell.discountOf', { name: l.name })} inputMode="decimal" size={4} value={l.discount} aria-invalid={!isPercent(l.discount)} onChange={(e) => change(l.key, { discount: e.target.value })} />
              </td>
              <td className="num">{isQuantity(l.quantity) ? money(amountOf(l), currency) : ''}</td>
              <td>
                <button type="button" className="btn" onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}>
                  {t('posSell.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={5}>{t('posSell.total')}</th>
            <th className="num" data-testid="pos-total">
              {money(total, currency)} {currency}
            </th>
            <th />
          </tr>
        </tfoot>
      </table>
      {approval && (
        <p data-testid="pos-approval">{t('posCashier.approvedBy', { max: approval.maxDiscount, name: approval.supervisorName })}</p>
      )}
      <button type="button" className="btn btn-primary" disabled={!valid} onClick={startPay}>
        {t('posSell.pay')}
      </button>
      {asking && (
        <SupervisorApproval
          discount={asking.discount}
          limit={asking.limit}
          onCancel={() => setAsking(null)}
          onApproved={(a) => {
            setApproval(a);
            setAsking(null);
            setPaying(true);
          }}
        />
      )}
      {paying && (
        <PayDialog
          session={session}
          sync={offline.sync}
          customer={customer}
          total={total}
          customerId={customer?.id ?? null}
          lines={lines}
          approvalId={approval?.approvalId}
          onCancel={() => setPaying(false)}
          onPaid={(id) => {
            setPaying(false);
            setApproval(null);
            setLines([]);
            setCustomer(null);
            setReceiptId(id);
          }}
        />
      )}
    </section>
  );
}

/** The sale's receipt: as the till made it while the sale waits in the queue, then as the server recorded it. */
function QueuedOrServerReceipt({ id, db }: { id: string; db: TillDb | null }) {
  const [queued, setQueued] = useState<TillSale | null | undefined>(undefined);
  useEffect(() => {
    if (!db) return setQueued(null);
    const sub = liveQuery(() => db.sales.get(id)).subscribe({ next: (s) => setQueued(s?.receipt ?? null), error: () => setQueued(null) });
    return () => sub.unsubscribe();
  }, [db, id]);
  if (queued === undefined) return null;
  return queued ? <ReceiptView sale={queued} autoPrint /> : <SaleReceipt id={id} autoPrint />;
}

export function CustomerPicker({ db, customer, onPick }: { db: TillDb | null; customer: PickedCustomer | null; onPick: (c: PickedCustomer | null) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<PickedCustomer[] | null>(null);
  /** The cache first; the server when the cache has none (a customer added since the last refresh). */
  const find = async (s: string): Promise<PickedCustomer[]> => {
    const cached = db ? await searchCachedCustomers(db, s) : [];
    return cached.length ? cached : tillCustomers(s).catch(() => []);
  };
  if (customer) {
    return (
      <p data-testid="pos-customer">
        {t('posSell.customer')}: {customer.code} {customer.name}{' '}
        <button type="button" className="btn" onClick={() => onPick(null)}>
          {t('posSell.noCustomer')}
        </button>
      </p>
    );
  }
  return (
    <div className="pos-customer">
      <label htmlFor="pos-customer-search">{t('posSell.customer')}</label>{' '}
      <input
        id="pos-customer-search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void find(search).then(setFound);
          }
        }}
        placeholder={t('posSell.customerHint')}
      />{' '}
      <button type="button" className="btn" onClick={() => void find(search).then(setFound)}>
        {t('posSell.find')}
      </button>
      {found && (
        <ul className="plain-list">
          {found.length === 0 && <li className="muted">{t('posSell.noneFound')}</li>}
          {found.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  setFound(null);
                  setSearch('');
                  onPick(c);
                }}
              >
                {c.code} {c.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The browser's own word on the network (navigator.onLine), kept current by its online / offline events. */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
  );
}

/** An amount per payment method that takes the register's currency; what cash pays over the total is the change. */
function PayDialog({
  session,
  sync,
  customer,
  total,
  customerId,
  lines,
  approvalId,
  onCancel,
  onPaid,
}: {
  session: TillSession;
  sync: SaleSync | null;
  customer: PickedCustomer | null;
  total: string;
  customerId: string | null;
  lines: CartLine[];
  approvalId?: string;
  onCancel: () => void;
  onPaid: (saleId: string) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const currency = session.register.currency;
  const methods = session.payMethods.filter((m) => m.currencies.includes(currency));
  const [saleId] = useState(() => crypto.randomUUID());
  const [soldAt] = useState(() => new Date().toISOString());
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const client = useQueryClient();
  const ok = (v: string | undefined) => !!v && /^\d{1,13}(\.\d{1,6})?$/.test(v.trim()) && /[1-9]/.test(v);
  const typed = methods.filter((m) => ok(amounts[m.id]));
  // Cash rounding (docs/pos.md "Cash rounding"): what cash owes after the other methods, rounded
  // by the law of the currency unless the company turned it off; the same function the server
  // checks the sale with, so it holds offline too. It goes on the last cash payment: that payment
  // settles the cash handed over plus the rounding.
  const due = tillCashDue(total, sumDecimals(typed.filter((m) => m.kind !== 'cash').map((m) => amounts[m.id]!)), currency, session.cashRounding !== false);
  const lastCash = typed.map((m) => m.kind).lastIndexOf('cash');
  const rounding = lastCash >= 0 && !new Decimal(due.rounding).isZero() ? due.rounding : null;
  const paid = new Decimal(sumDecimals(typed.map((m) => amounts[m.id]!))).plus(rounding ?? 0).toFixed();
  const left = new Decimal(total).minus(paid);
  // Offline sales (docs/pos.md "Offline", PosOfflineSales): the till cannot reach the server when the
  // browser says so or the sale queue's last send failed. The sale is marked `offline` then; with
  // the setting off the till does not sell at all until it reaches the server again.
  const queue = useSaleQueue(sync);
  const browserOnline = useBrowserOnline();
  const offline = !browserOnline || !queue.online;
  const offlineForbidden = session.offlineSales === false;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setPending(true);
    if (offlineForbidden) {
      // Ask the server before selling: no answer, no sale.
      const reached = !offline && (await api.get('/api/pos/till/session', undefined, { ...tillOptions(), silent: true }).then(() => true, (err) => !(err instanceof ApiRequestError && err.transport)));
      if (!reached) {
        setError(t('posOffline.salesOff'));
        setPending(false);
        return;
      }
    }
    try {
      const body: RecordTillSaleBody = {
        saleId,
        sessionId: session.cashSession?.id,
        soldAt,
        customerId,
        lines: lines.map((l) => ({ productId: l.productId, unit: l.unit, quantity: l.quantity, price: l.price, ...(l.discount && new Decimal(l.discount).gt(0) ? { discount: l.discount } : {}) })),
        payments: typed.map((m, i) => (i === lastCash && rounding ? { payMethodId: m.id, amount: new Decimal(amounts[m.id]!.trim()).plus(rounding).toFixed(), rounding } : { payMethodId: m.id, amount: amounts[m.id]!.trim() })),
        ...(approvalId ? { discountApprovalId: approvalId } : {}),
        ...(offline ? { offline: true } : {}),
      };
      const payments = body.payments.map((p) => {
        const m = methods.find((x) => x.id === p.payMethodId)!;
        return { payMethodId: m.id, payMethodName: m.name, kind: m.kind, currency, amount: p.amount, ...(p.rounding ? { rounding: p.rounding } : {}) };
      });
      const now = new Date().toISOString();
      const receipt: TillSale = {
        id: saleId,
        receiptNo: null,
        sessionId: body.sessionId ?? '',
        registerId: session.register.id,
        registerName: session.register.name,
        cashierName: session.name,
        customerId,
        customerName: customer?.name ?? null,
        currency,
        lines: lines.map((l, i) => ({ line: i + 1, productId: l.productId, code: l.code, name: l.name, unit: l.unit, quantity: l.quantity, price: l.price, discount: l.discount || '0', amount: lineAmount({ ...l, discount: l.discount || '0', gift: false }, currency) })),
        total,
        payments,
        paid,
        change: Decimal.max(0, new Decimal(paid).minus(total)).toFixed(),
        soldAt,
        recordedAt: now,
        late: false,
      };
      if (!sync) throw new Error('no device');
      // Durable first: the sale is in the device's queue before anything is sent.
      await sync.enqueue(body, receipt);
      void client.invalidateQueries({ queryKey: [TILL_KEY] });
      onPaid(saleId);
    } catch (err) {
      setError(errorText(t, err));
      setPending(false);
    }
  };
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="pos-pay-title" className="dialog card">
      <form onSubmit={(e) => void submit(e)}>
        <h2 id="pos-pay-title">{t('posSell.payTitle')}</h2>
        <p>
          {t('posSell.total')}: <strong data-testid="pos-pay-total">{money(total, currency)} {currency}</strong>
        </p>
        {methods.map((m, i) => (
          <div className="field" key={m.id}>
            <label htmlFor={`pos-pay-${m.id}`}>{m.name}</label>
            <input id={`pos-pay-${m.id}`} autoFocus={i === 0} inputMode="decimal" value={amounts[m.id] ?? ''} onChange={(e) => setAmounts((a) => ({ ...a, [m.id]: e.target.value }))} />
          </div>
        ))}
        {!new Decimal(due.rounding).isZero() && (
          <p data-testid="pos-pay-rounding">
            {t('posSell.rounding')}: <strong>{money(new Decimal(due.rounding).negated().toFixed(), currency)} {currency}</strong> · {t('posSell.cashDue', { amount: `${money(due.cash, currency)} ${currency}` })}
          </p>
        )}
        <p data-testid="pos-pay-status">
          {left.gt(0) ? t('posSell.left', { amount: `${money(left.toFixed(), currency)} ${currency}` }) : t('posSell.change', { amount: `${money(left.negated().toFixed(), currency)} ${currency}` })}
        </p>
        {offlineForbidden && offline && !error && (
          <p role="alert" className="form-error" data-testid="pos-offline-sales-off">
            {t('posOffline.salesOff')}
          </p>
        )}
        {error && (
          <p role="alert" className="form-error" data-testid={error === t('posOffline.salesOff') ? 'pos-offline-sales-off' : undefined}>
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={left.gt(0) || pending || (offlineForbidden && offline)}>
          {t('posSell.complete')}
        </button>{' '}
        <button type="button" className="btn" onClick={onCancel}>
          {t('posSell.cancel')}
        </button>
      </form>
    </div>
  );
}
