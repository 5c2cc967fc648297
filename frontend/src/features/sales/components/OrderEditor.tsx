import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import {
  type CustomerRef,
  DELIVERY_MODES,
  type DeliveryMode,
  type PaymentInput,
  SALE_PRICE_TYPES,
  type SaleLineDraft,
  type SaleOrderKind,
  type SaleOrderView,
  type SalePriceType,
  type SaleSource,
} from '@tradedesk/contracts/sales/sale-order';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { settingValue } from '../../../lib/settings';
import { useMoney } from '../../../lib/money';
import { useRoutePath } from '../../../app/layout/routes-context';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { HistoryTable } from '../../../components/ui/HistoryTable';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { getLastTemp, getSaleOrder, hangOrders, parseSaleLines, saleCommands, useSaleOrderHistory, useSaleOrderStock } from '../api/sale-orders';
import { parseScan, saleKeyAction } from '../scan';
import { useOrderSession } from '../use-order-session';
import { useUnitLabels } from '../use-unit-labels';
import { CustomerPicker } from './CustomerPicker';
import { lineStocks } from '../line-stock';
import { type LineEdits, OrderLines } from './OrderLines';
import { PaymentDialog } from './PaymentDialog';
import { RecallDialog } from './RecallDialog';

export type EntryMode = 'scan' | 'input' | 'retail';

interface PreHeader {
  customer: CustomerRef | null;
  warehouseId: string;
  packingType?: PackUnit;
  priceType?: SalePriceType;
  deliveryMode: DeliveryMode;
  currency?: string;
  rate?: string;
}

/**
 * One order on screen, keyboard first: the scan box keeps the focus (a scan or a typed code adds
 * a line in the scanned unit; "3*code" adds three), function keys do the rest — F2 customer,
 * F4 hang, F6 recall, F7 new order, F8 take payment and commit, F9 commit on credit, Esc back to
 * the scan box. The order is created with its first line; every change is saved at once.
 * Used by scan sale, input, retail, order forms and quotes (`kind`).
 */
export function OrderEditor({
  mode,
  kind = 'sale',
  orderId,
  resume,
  checkoutPath,
}: {
  mode: EntryMode;
  kind?: SaleOrderKind;
  orderId?: string;
  resume?: boolean;
  /** Retail: the checkout page the order is handed to (`?id=`), with its receipt (docs/sales-retail-checkout.md). */
  checkoutPath?: string | null;
}) {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const navigate = useNavigate();
  const settings = useSession((s) => s.settings);
  const units = useUnitLabels();
  const { order, setOrder, adopt, run, busy, error, clearError } = useOrderSession();
  const [pre, setPre] = useState<PreHeader>({ customer: null, warehouseId: '', deliveryMode: 'direct', priceType: mode === 'retail' ? 'retail' : undefined });
  const [scanText, setScanText] = useState('');
  const [dialog, setDialog] = useState<null | 'pay' | 'recall' | 'cancel' | 'unsave'>(null);
  const [done, setDone] = useState<{ id: string; number: string; change: string | null; currency: string } | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  /** One line saying what choosing a customer changed on the lines already there. */
  const [notice, setNotice] = useState<{ orderId: string; text: string } | null>(null);
  const scanRef = useRef<HTMLInputElement>(null);
  const customerRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { scan: useId(), packing: useId(), price: useId(), delivery: useId(), currency: useId(), rate: useId(), memo: useId() };
  const scanPath = useRoutePath('SaleNew') ?? '/sale/new';
  const printPath = useRoutePath(kind === 'quote' ? 'SaleOrderQuotePrint' : kind === 'form' ? 'SaleOrderFormPrint' : 'SalePrint');

  const baseCurrency = String(settingValue(settings, 'BaseCurrencyID') ?? '');
  const currencies = [baseCurrency, settingValue(settings, 'SecondCurrencyID'), settingValue(settings, 'ThirdCurrencyID')].filter((c): c is string => typeof c === 'string' && c !== '');
  const draft = !order || order.status === 'draft';
  const source: SaleSource = kind === 'quote' ? 'quote' : kind === 'form' ? 'form' : mode;
  const focusScan = useCallback(() => setTimeout(() => scanRef.current?.focus(), 0), []);
  // The page stays mounted while its tab is hidden (the page cache): coming back to it puts the cursor in the scan box again.
  const location = useLocation();
  useEffect(() => {
    const input = scanRef.current;
    if (input && input.offsetParent !== null && !input.closest('[hidden]')) input.focus();
  }, [location.key]);
  /** F7 pressed before the resumed draft arrived: the cashier asked for a new order, not that draft. */
  const resumeDeclined = useRef(false);

  // Open the order asked for, or pick up the draft this person left (scan sale).
  useEffect(() => {
    let stop = false;
    resumeDeclined.current = false;
    const load = orderId ? getSaleOrder(orderId) : resume ? getLastTemp() : Promise.resolve(null);
    // A scan made before the draft arrived started a new order: that one stays on screen; a new
    // order asked for (F7) before it arrived means the draft stays parked.
    load.then((o) => !stop && o && o.kind === kind && (orderId ? setOrder(o) : !resumeDeclined.current && adopt(o))).catch((e) => toast.error(errorMessage(e)));
    return () => {
      stop = true;
    };
  }, [orderId, resume, kind, setOrder, adopt]);

  const header = order?.header;
  const createBody = (lines: SaleLineDraft[]) => ({
    kind,
    source,
    ...(pre.warehouseId ? { warehouseId: pre.warehouseId } : {}),
    ...(pre.customer ? { customerId: pre.customer.id } : {}),
    ...(pre.packingType ? { packingType: pre.packingType } : {}),
    ...(pre.priceType ? { priceType: pre.priceType } : {}),
    ...(pre.currency && pre.currency !== baseCurrency ? { currency: pre.currency, rate: pre.rate } : {}),
    deliveryMode: pre.deliveryMode,
    lines,
  });

  const addLines = (lines: SaleLineDraft[]) =>
    run((o) => (o ? (lines.length === 1 ? saleCommands.addLine(o, lines[0]) : saleCommands.addLines(o, lines)) : saleCommands.create(createBody(lines))));

  const scan = () => {
    const parsed = parseScan(scanText);
    if (!parsed) return;
    setScanText('');
    setDone(null);
    setNotice(null);
    void addLines([{ scan: parsed.scan, quantity: parsed.quantity }]);
  };

  const newOrder = async () => {
    resumeDeclined.current = true;
    // An unfinished order is parked, not lost: F6 brings it back.
    if (order?.status === 'draft' && order.lines.length && !order.hung) await hangOrders([order.id], true).catch(() => undefined);
    setOrder(null);
    setPre((p) => ({ ...p, customer: null }));
    clearError();
    focusScan();
  };

  const hang = async () => {
    if (!order || order.status !== 'draft') return;
    try {
      await hangOrders([order.id], true);
      toast.success(t('saleEntry.hung', { number: order.number }));
      setOrder(null);
      setPre((p) => ({ ...p, customer: null }));
    } catch (e) {
      toast.error(errorMessage(e));
    }
    focusScan();
  };

  const recall = async (id: string) => {
    setDialog(null);
    try {
      if (order?.status === 'draft' && order.lines.length && order.id !== id && !order.hung) await hangOrders([order.id], true);
      await hangOrders([id], false);
      setOrder(await getSaleOrder(id));
      setDone(null);
    } catch (e) {
      toast.error(errorMessage(e));
    }
    focusScan();
  };

  const commit = async (payments: PaymentInput[]) => {
    setDialog(null);
    const answer = await run((o) => (o ? saleCommands.commit(o, payments) : Promise.resolve(null)));
    if (answer) {
      const cash = answer.order.payments.filter((p) => p.change !== null).at(-1);
      setDone({ id: answer.id, number: answer.number, change: cash?.change ?? null, currency: answer.order.header.currency });
      setOrder(null);
      setPre((p) => ({ ...p, customer: null }));
    }
    focusScan();
  };

  const pay = async (payments: PaymentInput[]) => {
    setDialog(null);
    await run((o) => (o ? saleCommands.pay(o, payments) : Promise.resolve(null)));
    focusScan();
  };

  const onKey = useCallback(
    (e: KeyboardEvent) => {
      if (dialog) return;
      if (e.key === 'Escape') {
        focusScan();
        return;
      }
      const action = saleKeyAction(e);
      if (!action) return;
      e.preventDefault();
      if (action === 'customer') customerRef.current?.focus();
      else if (action === 'hang') void hang();
      else if (action === 'recall') setDialog('recall');
      else if (action === 'newOrder') void newOrder();
      else if (action === 'pay' && kind === 'sale' && order && order.lines.length && (order.status === 'draft' || order.outstanding !== '0')) setDialog('pay');
      else if (action === 'commit' && kind === 'sale' && order?.status === 'draft' && order.lines.length) void commit([]);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dialog, order, kind],
  );
  useEffect(() => {
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onKey]);

  const change = (fn: (o: SaleOrderView) => ReturnType<typeof saleCommands.update>) => run((o) => (o ? fn(o) : Promise.resolve(null)));

  const importFile = async (file: File) => {
    const base64 = await fileToBase64(file);
    try {
      const parsed = await parseSaleLines({ file: base64, ...(order ? { id: order.id } : {}) });
      if (parsed.errors.length) toast.warning(t('saleEntry.importRefused', { rows: parsed.errors.map((e) => `${e.row} (${e.field}): ${e.message}`).join('; ') }), 10_000);
      if (parsed.lines.length) await addLines(parsed.lines.map(({ row: _row, code: _code, name: _name, ...l }) => l));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const stockAnswer = useSaleOrderStock(order?.id, order?.version);
  const onHand = stockAnswer.data && stockAnswer.data.warehouseId === order?.header.warehouseId ? stockAnswer.data.onHand : undefined;
  const lines = order?.lines;
  const stock = useMemo(() => (lines ? lineStocks(lines, onHand) : undefined), [lines, onHand]);
  const edits = useMemo<LineEdits>(
    () => ({
      quantity: (lineId, quantity, unit) => void change((o) => saleCommands.quantity(o, lineId, quantity, unit)),
      price: (lineId, c) => void change((o) => saleCommands.prices(o, [{ lineId, ...c }])),
      memo: (lineId, memo) => void change((o) => saleCommands.memo(o, [lineId], memo)),
      remove: (lineIds) => void change((o) => saleCommands.removeLines(o, lineIds)),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [run],
  );

  const pickCustomer = async (c: CustomerRef | null) => {
    setNotice(null);
    if (!order) {
      setPre((p) => ({ ...p, customer: c }));
      focusScan();
      return;
    }
    const before = new Map(order.lines.map((l) => [l.lineId, l]));
    focusScan();
    const answer = await change((o) => saleCommands.update(o, { customerId: c?.id ?? null }));
    if (!answer) return;
    const changed = answer.order.lines.filter((l) => {
      const b = before.get(l.lineId);
      return b && (b.price !== l.price || b.discount !== l.discount);
    });
    if (changed.length) {
      setNotice({
        orderId: answer.order.id,
        text: t('saleEntry.customerRepriced', {
          count: changed.length,
          customer: c ? `${c.code} · ${c.name}` : t('sale.walkIn'),
          list: t(`sale.priceType.${answer.order.header.priceType}`),
          discount: changed[0].discount,
        }),
      });
    }
  };

  const errorText = error ? (error.conflict ? t('sale.changedElsewhere') : errorMessage(error.error)) : null;
  const owed = order?.outstanding ?? '0';

  return (
    <div className={`order-editor mode-${mode}`}>
      <div className="order-head card">
        <div className="order-title">
          <strong>{order ? order.number : t('saleEntry.newOrder', { kind: t(`sale.kind.${kind}`) })}</strong>
          {order && (
            <span className={`pill status-${order.status}`}>
              {t(`sale.status.${order.status}`)}
              {order.hung ? ` · ${t('sale.hung')}` : ''}
            </span>
          )}
          {order && order.status !== 'draft' && <span className="pill">{t(`sale.paymentStatus.${order.paymentStatus}`)}</span>}
          {busy && <span className="muted" role="status">{t('saleEntry.saving')}</span>}
        </div>
        <div className="order-header-fields">
          <CustomerPicker
            ref={customerRef}
            value={header ? header.customer : pre.customer}
            disabled={!draft}
            onPick={(c) => void pickCustomer(c)}
          />
          <WarehouseSelect
            label={t('sale.col.warehouse')}
            value={header?.warehouseId ?? pre.warehouseId}
            onChange={(id) => (order ? void change((o) => saleCommands.warehouse(o, id)) : setPre((p) => ({ ...p, warehouseId: id })))}
          />
          <div className="field">
            <label htmlFor={ids.packing}>{t('saleEntry.packingType')}</label>
            <select
              id={ids.packing}
              disabled={!draft}
              value={header?.packingType ?? pre.packingType ?? String(settingValue(settings, 'DefaultSalePackageType') ?? 'unit')}
              onChange={(e) => (order ? void change((o) => saleCommands.packingType(o, e.target.value)) : setPre((p) => ({ ...p, packingType: e.target.value as PackUnit })))}
            >
              {units.offered.map((u) => (
                <option key={u} value={u}>
                  {units.label(u)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.price}>{t('saleEntry.priceList')}</label>
            <select
              id={ids.price}
              disabled={!draft}
              value={header?.priceType ?? pre.priceType ?? (String(settingValue(settings, 'SaleType')) === 'Retail' ? 'retail' : 'wholesale')}
              onChange={(e) => (order ? void change((o) => saleCommands.update(o, { priceType: e.target.value })) : setPre((p) => ({ ...p, priceType: e.target.value as SalePriceType })))}
            >
              {SALE_PRICE_TYPES.map((p) => (
                <option key={p} value={p}>
                  {t(`sale.priceType.${p}`)}
                </option>
              ))}
            </select>
          </div>
          {currencies.length > 1 && (
            <CurrencyField
              ids={ids}
              disabled={!draft}
              currencies={currencies}
              base={baseCurrency}
              currency={header?.currency ?? pre.currency ?? baseCurrency}
              rate={header?.rate ?? pre.rate ?? '1'}
              onChange={(currency, rate) => (order ? void change((o) => saleCommands.currency(o, currency, rate)) : setPre((p) => ({ ...p, currency, rate })))}
            />
          )}
          {kind === 'sale' && mode !== 'retail' && (
            <div className="field">
              <label htmlFor={ids.delivery}>{t('sale.col.delivery')}</label>
              <select
                id={ids.delivery}
                disabled={!draft}
                value={header?.deliveryMode ?? pre.deliveryMode}
                onChange={(e) => (order ? void change((o) => saleCommands.update(o, { deliveryMode: e.target.value })) : setPre((p) => ({ ...p, deliveryMode: e.target.value as DeliveryMode })))}
              >
                {DELIVERY_MODES.map((m) => (
                  <option key={m} value={m}>
                    {t(`sale.deliveryMode.${m}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {order && (
            <div className="field">
              <label htmlFor={ids.memo}>{t('sale.col.memo')}</label>
              <input
                id={ids.memo}
                key={`${order.id}:${order.header.memo}`}
                defaultValue={order.header.memo}
                disabled={!draft}
                maxLength={500}
                onBlur={(e) => e.target.value !== order.header.memo && void change((o) => saleCommands.update(o, { memo: e.target.value }))}
              />
            </div>
          )}
        </div>
      </div>

      {draft && (
        <div className="scan-row card">
          <label htmlFor={ids.scan}>{t('saleEntry.scanLabel')}</label>
          <input
            id={ids.scan}
            ref={scanRef}
            className="scan-input"
            autoFocus
            autoComplete="off"
            placeholder={t('saleEntry.scanPlaceholder')}
            value={scanText}
            onChange={(e) => setScanText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                scan();
              }
            }}
          />
          {mode === 'input' && (
            <>
              <input ref={fileRef} type="file" accept=".xlsx,.csv,text/csv" hidden onChange={(e) => e.target.files?.[0] && void importFile(e.target.files[0]).finally(() => (e.target.value = ''))} />
              <button type="button" className="btn" onClick={() => fileRef.current?.click()}>
                {t('saleEntry.linesFromExcel')}
              </button>
            </>
          )}
        </div>
      )}

      {errorText && (
        <p className="form-error" role="alert">
          {errorText}
        </p>
      )}
      {notice && notice.orderId === order?.id && (
        <p className="order-notice" role="status" data-testid="order-notice">
          {notice.text}
        </p>
      )}
      {done && (
        <p className="order-done" role="status">
          {t('saleEntry.committed', { number: done.number })}
          {done.change !== null && ` ${t('saleEntry.pay.change')}: ${amount(done.change, done.currency)}`}{' '}
          {printPath && <Link to={printPath.replace(':id', done.id)}>{t('sale.print')}</Link>}
        </p>
      )}

      <div className="order-body">
        <div className="card order-lines-card">
          <OrderLines
            lines={order?.lines ?? []}
            currency={header?.currency ?? baseCurrency}
            editable={draft && Boolean(order)}
            onDone={focusScan}
            edits={edits}
            stock={order ? stock : undefined}
          />
        </div>
        <aside className="card order-totals" aria-label={t('saleEntry.totals')}>
          <dl>
            <dt>{t('sale.col.subtotal')}</dt>
            <dd>{money(order?.subtotal ?? '0', header?.currency ?? baseCurrency)}</dd>
            {(order?.header.taxRate ?? null) !== null && (
              <>
                <dt>
                  {t('sale.col.tax')} ({order!.header.taxRate}%)
                </dt>
                <dd>{money(order!.tax, order!.header.currency)}</dd>
              </>
            )}
            <dt className="total">{t('sale.col.total')}</dt>
            <dd className="total" data-testid="order-total">
              {amount(order?.total ?? '0', header?.currency ?? baseCurrency)}
            </dd>
            {order && order.status !== 'draft' && (
              <>
                <dt>{t('sale.col.paid')}</dt>
                <dd>{money(order.paid, order.header.currency)}</dd>
                <dt>{t('sale.col.outstanding')}</dt>
                <dd>{money(owed, order.header.currency)}</dd>
              </>
            )}
          </dl>
          <div className="actions order-actions">
            {kind === 'sale' && draft && (
              <>
                <button type="button" className="btn btn-primary" disabled={!order?.lines.length || busy} onClick={() => setDialog('pay')}>
                  {t('saleEntry.payAndCommit')} (F8)
                </button>
                <button type="button" className="btn" disabled={!order?.lines.length || busy} onClick={() => void commit([])}>
                  {t('saleEntry.commitOnCredit')} (F9)
                </button>
                {checkoutPath && order && order.lines.length > 0 && (
                  <Link className="btn" to={`${checkoutPath}?id=${encodeURIComponent(order.id)}`}>
                    {t('payRetail.checkout')}
                  </Link>
                )}
              </>
            )}
            {kind === 'sale' && order?.status === 'committed' && owed !== '0' && !owed.startsWith('-') && (
              <button type="button" className="btn btn-primary" onClick={() => setDialog('pay')}>
                {t('saleEntry.takePayment')} (F8)
              </button>
            )}
            {draft && (
              <>
                <button type="button" className="btn" disabled={!order} onClick={() => void hang()}>
                  {t('saleEntry.hang')} (F4)
                </button>
                <button type="button" className="btn" onClick={() => setDialog('recall')}>
                  {t('saleEntry.recall')} (F6)
                </button>
              </>
            )}
            <button type="button" className="btn" onClick={() => void newOrder()}>
              {t('saleEntry.new')} (F7)
            </button>
            {order && draft && order.lines.some((l) => l.gift) && (
              <button type="button" className="btn" onClick={() => void change((o) => saleCommands.clearGifts(o))}>
                {t('saleEntry.clearGifts')}
              </button>
            )}
            {order?.status === 'committed' && (
              <button type="button" className="btn" onClick={() => setDialog('unsave')}>
                {t('saleEntry.unsave')}
              </button>
            )}
            {order && order.status !== 'cancelled' && (
              <button type="button" className="btn" onClick={() => setDialog('cancel')}>
                {t('saleEntry.cancelOrder')}
              </button>
            )}
            {order && kind !== 'sale' && (
              <button
                type="button"
                className="btn"
                onClick={() =>
                  void saleCommands
                    .duplicate(order.id, 'sale')
                    .then((a) => {
                      toast.success(t('saleEntry.madeSale', { number: a.number }));
                      navigate(`${scanPath}?id=${encodeURIComponent(a.id)}`);
                    })
                    .catch((e) => toast.error(errorMessage(e)))
                }
              >
                {t('saleEntry.makeSale')}
              </button>
            )}
            {order && printPath && (
              <Link className="btn" to={printPath.replace(':id', order.id)}>
                {t('sale.print')}
              </Link>
            )}
            {order && (
              <button type="button" className="btn" aria-expanded={showHistory} onClick={() => setShowHistory((v) => !v)}>
                {t('sale.history')}
              </button>
            )}
          </div>
          <p className="muted small keys-help">{t('saleEntry.keysHelp')}</p>
        </aside>
      </div>

      {order && showHistory && <OrderHistory id={order.id} version={order.version} />}

      <PaymentDialog
        open={dialog === 'pay'}
        owed={order ? (order.status === 'draft' ? order.total : owed) : '0'}
        currency={header?.currency ?? baseCurrency}
        busy={busy}
        title={order?.status === 'draft' ? t('saleEntry.payAndCommit') : t('saleEntry.takePayment')}
        confirmLabel={order?.status === 'draft' ? t('saleEntry.payAndCommit') : t('saleEntry.takePayment')}
        allowNone={order?.status === 'draft'}
        onPay={(payments) => void (order?.status === 'draft' ? commit(payments) : pay(payments))}
        onClose={() => {
          setDialog(null);
          focusScan();
        }}
      />
      <RecallDialog open={dialog === 'recall'} kind={kind} onRecall={(id) => void recall(id)} onClose={() => (setDialog(null), focusScan())} />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('saleEntry.cancelOrder')}
        message={t('saleEntry.cancelConfirm', { number: order?.number ?? '' })}
        confirmLabel={t('saleEntry.cancelOrder')}
        danger
        busy={busy}
        onConfirm={() => {
          setDialog(null);
          void change((o) => saleCommands.cancel(o)).then((a) => a && (setOrder(null), toast.success(t('saleEntry.cancelled', { number: a.number }))));
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'unsave'}
        title={t('saleEntry.unsave')}
        message={t('saleEntry.unsaveConfirm', { number: order?.number ?? '' })}
        confirmLabel={t('saleEntry.unsave')}
        busy={busy}
        onConfirm={() => {
          setDialog(null);
          void change((o) => saleCommands.unsave(o));
        }}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

function CurrencyField({ ids, disabled, currencies, base, currency, rate, onChange }: {
  ids: { currency: string; rate: string };
  disabled: boolean;
  currencies: string[];
  base: string;
  currency: string;
  rate: string;
  onChange: (currency: string, rate?: string) => void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const [rateText, setRateText] = useState(rate);
  useEffect(() => setRateText(rate), [rate]);
  const shown = pending ?? currency;
  return (
    <div className="field currency-field">
      <label htmlFor={ids.currency}>{t('sale.col.currency')}</label>
      <select
        id={ids.currency}
        disabled={disabled}
        value={shown}
        onChange={(e) => {
          if (e.target.value === base) {
            setPending(null);
            onChange(base);
          } else setPending(e.target.value);
        }}
      >
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      {shown !== base && (
        <>
          <label htmlFor={ids.rate}>{t('saleEntry.rate', { currency: shown, base })}</label>
          <input
            id={ids.rate}
            inputMode="decimal"
            disabled={disabled}
            value={rateText}
            onChange={(e) => setRateText(e.target.value)}
            onBlur={() => {
              const r = rateText.trim().replace(',', '.');
              if (/^\d+(\.\d+)?$/.test(r) && /[1-9]/.test(r) && (r !== rate || shown !== currency)) {
                setPending(null);
                onChange(shown, r);
              }
            }}
          />
        </>
      )}
    </div>
  );
}

function OrderHistory({ id, version }: { id: string; version: number }) {
  const { t } = useTranslation();
  const history = useSaleOrderHistory(id);
  const { refetch } = history;
  useEffect(() => {
    void refetch();
  }, [version, refetch]);
  return <HistoryTable title={t('sale.history')} entries={history.data} error={history.error} describe={(e) => t(`saleEntry.events.${e.type}`, { defaultValue: e.type })} />;
}

async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
