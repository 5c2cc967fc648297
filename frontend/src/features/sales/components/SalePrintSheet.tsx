import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { type SalePrintData, useSalePrint } from '../api/sale-print';
import { addDays, businessDayOf, displayDay, displayInstant } from '@tradedesk/contracts/platform/company-time';
import { useMoney } from '../../../lib/money';
import { useSaleLinks } from '../use-sale-context';

/**
 * The A4 order print (GET sale/order/print/main), in four variants:
 * - 'sale': the order with prices, totals with tax, payments and what is owed (SalePrint);
 * - 'form' / 'quote': the same titled as an order form or a quote, without payments; a quote
 *   states until when it is valid (the number of days is chosen on screen, remembered);
 * - 'noPrice' (SaleNoPricePrint, /sale/no-price-print/:pshow/:id): no amounts at all; pshow=1
 *   still shows the unit prices, pshow=0 shows neither prices nor amounts (a packing slip).
 * Dates are the company's (SystemTimeZone), day/month/year. The screen shows a Print button; the
 * print itself is only the sheet (@media print in sales-ops.css).
 */
export type PrintVariant = 'sale' | 'form' | 'quote' | 'noPrice';

const VALIDITY_KEY = 'tradedesk.quoteValidityDays';
function storedValidity(): number {
  try {
    const n = Number(localStorage.getItem(VALIDITY_KEY));
    return Number.isInteger(n) && n > 0 && n <= 365 ? n : 15;
  } catch {
    return 15;
  }
}

export function SalePrintSheet({ id, variant, showPrices = true }: { id: string; variant: PrintVariant; showPrices?: boolean }) {
  const { t } = useTranslation();
  const print = useSalePrint(id);
  const [validity, setValidity] = useState(storedValidity);
  const validityId = useId();
  const links = useSaleLinks();
  const data = print.data;
  const titleKey = variant === 'form' ? 'salePrint.title.form' : variant === 'quote' ? 'salePrint.title.quote' : variant === 'noPrice' ? 'salePrint.title.noPrice' : 'salePrint.title.sale';

  return (
    <section className="page sale-print-page" aria-label={t(titleKey)}>
      <div className="sale-print-toolbar no-print">
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!data}>
          {t('sale.print')}
        </button>
        {variant === 'quote' && (
          <span className="field sale-inline-field">
            <label htmlFor={validityId}>{t('salePrint.validityDays')}</label>
            <input
              id={validityId}
              type="number"
              min={1}
              max={365}
              value={validity}
              onChange={(e) => {
                const n = Math.max(1, Math.min(365, Math.trunc(Number(e.target.value) || 1)));
                setValidity(n);
                try {
                  localStorage.setItem(VALIDITY_KEY, String(n));
                } catch {
                  /* not remembered */
                }
              }}
            />
          </span>
        )}
        {variant === 'sale' && data && <OtherPrints id={id} />}
        {data && links.print(data.header.kind, id) && variant === 'noPrice' && (
          <Link className="btn" to={links.print(data.header.kind, id)!}>
            {t('salePrint.withPrices')}
          </Link>
        )}
      </div>
      <LoadError error={print.error} />
      {print.isPending && <p role="status">…</p>}
      {data && <Sheet data={data} variant={variant} showPrices={variant !== 'noPrice' || showPrices} validityDays={validity} title={t(titleKey)} />}
    </section>
  );
}

/** Links from the order print to its other prints. */
function OtherPrints({ id }: { id: string }) {
  const { t } = useTranslation();
  const e = encodeURIComponent(id);
  return (
    <nav className="sale-print-links" aria-label={t('salePrint.otherPrints')}>
      <Link to={`/sale/no-price-print/1/${e}`}>{t('salePrint.noPriceWithUnit')}</Link>
      <Link to={`/sale/no-price-print/0/${e}`}>{t('salePrint.noPriceAtAll')}</Link>
      <Link to={`/sale/delivery-note/cn/${e}`}>{t('salePrint.noteCn')}</Link>
      <Link to={`/sale/delivery-note/cl/${e}`}>{t('salePrint.noteCl')}</Link>
      <Link to={`/sale/delivery-note/en/${e}`}>{t('salePrint.noteEn')}</Link>
    </nav>
  );
}

function Sheet({ data, variant, showPrices, validityDays, title }: { data: SalePrintData; variant: PrintVariant; showPrices: boolean; validityDays: number; title: string }) {
  const { t } = useTranslation();
  const { money: formatMoney, price: formatPrice, quantity: qtyText } = useMoney();
  const h = data.header;
  const offset = h.company.timeZoneOffset;
  const money = (v: string) => formatMoney(v, h.currency);
  const amounts = variant !== 'noPrice';
  const payments = variant === 'sale';
  const labels = h.unitLabels;
  const unitName = (unit: string, label: string) => label || t(`product.units.${unit}`, { defaultValue: unit });
  const validUntil = displayDay(addDays(businessDayOf(Date.parse(h.date), offset), validityDays));
  const cols = 5 + (showPrices ? 2 : 0) + (amounts ? 1 : 0);

  return (
    <article className="sale-sheet" data-testid="sale-sheet">
      <header className="sale-sheet-head">
        <div>
          <p className="sale-sheet-company">{h.company.name}</p>
          <h1 className="sale-sheet-title">{title}</h1>
        </div>
        <dl className="sale-sheet-number">
          <dt>{t('sale.col.number')}</dt>
          <dd data-testid="print-number">{h.number}</dd>
          <dt>{t('sale.col.date')}</dt>
          <dd>{displayInstant(h.date, offset)}</dd>
          {h.dueDate && payments && (
            <>
              <dt>{t('saleList.detail.dueDate')}</dt>
              <dd>{displayDay(h.dueDate)}</dd>
            </>
          )}
        </dl>
      </header>
      {h.status !== 'committed' && <p className="sale-sheet-state">{t(`sale.status.${h.status}`)}</p>}
      <dl className="sale-sheet-parties">
        <dt>{t('sale.col.customer')}</dt>
        <dd>{h.customer ? `${h.customer.name} (${h.customer.code})` : t('sale.walkIn')}</dd>
        <dt>{t('sale.col.warehouse')}</dt>
        <dd>{h.warehouse ? `${h.warehouse.name} (${h.warehouse.code})` : ''}</dd>
        <dt>{t('sale.col.delivery')}</dt>
        <dd>
          {t(`sale.deliveryMode.${h.deliveryMode}`)}
          {h.deliveryDate ? ` · ${displayDay(h.deliveryDate)}` : ''}
        </dd>
        <dt>{t('sale.col.seller')}</dt>
        <dd>{h.seller ?? ''}</dd>
        <dt>{t('sale.col.currency')}</dt>
        <dd>{h.currency}</dd>
      </dl>

      <table className="sale-sheet-lines">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('sale.col.code')}</th>
            <th scope="col">{t('sale.col.product')}</th>
            <th scope="col">{t('sale.col.unit')}</th>
            <th scope="col" className="num">{t('sale.col.quantity')}</th>
            {showPrices && <th scope="col" className="num">{t('sale.col.price')}</th>}
            {showPrices && <th scope="col" className="num">{t('sale.col.discount')}</th>}
            {amounts && <th scope="col" className="num">{t('sale.col.amount')}</th>}
          </tr>
        </thead>
        <tbody>
          {data.lines.length === 0 && (
            <tr>
              <td colSpan={cols} className="muted">{t('sale.noLines')}</td>
            </tr>
          )}
          {data.lines.map((l) => (
            <tr key={l.n}>
              <td>{l.n}</td>
              <td>{l.code}</td>
              <td>
                {l.name}
                {l.gift && <em className="sale-chip">{t('sale.col.gift')}</em>}
                {l.memo && <div className="sale-sheet-memo">{l.memo}</div>}
              </td>
              <td>{unitName(l.unit, l.unitLabel)}</td>
              <td className="num">{qtyText(l.quantity)}</td>
              {showPrices && <td className="num">{formatPrice(l.price, h.currency)}</td>}
              {showPrices && <td className="num">{l.discount === '0' ? '' : `${l.discount}%`}</td>}
              {amounts && <td className="num">{money(l.amount)}</td>}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="sale-sheet-bottom">
        <div className="sale-sheet-notes">
          {h.memo && (
            <p>
              <strong>{t('sale.col.memo')}:</strong> {h.memo}
            </p>
          )}
          {variant === 'quote' && <p className="sale-sheet-validity">{t('salePrint.validUntil', { date: validUntil, days: String(validityDays) })}</p>}
          {payments && h.payments.length > 0 && (
            <table className="sale-sheet-payments">
              <caption>{t('saleList.detail.payments')}</caption>
              <tbody>
                {h.payments.map((p) => (
                  <tr key={p.paymentId}>
                    <td>{displayInstant(p.paidAt, offset, { dateOnly: true })}</td>
                    <td>{t(`sale.method.${p.method}`)}</td>
                    <td>{[p.reference, displayDay(p.dueDate)].filter(Boolean).join(' · ')}</td>
                    <td className="num">{money(p.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        {amounts && (
          <dl className="sale-sheet-totals" data-testid="print-totals">
            <Row label={t('sale.col.subtotal')} value={money(h.subtotal)} />
            {h.taxRate !== null && <Row label={t('saleList.detail.taxAt', { rate: h.taxRate })} value={money(h.tax)} />}
            <Row label={`${t('sale.col.total')} (${h.currency})`} value={money(h.total)} strong />
            {payments && <Row label={t('sale.col.paid')} value={money(h.paid)} />}
            {payments && <Row label={t('sale.col.outstanding')} value={money(h.outstanding)} strong />}
          </dl>
        )}
      </div>

      {data.products.length > 0 && (
        <table className="sale-sheet-summary">
          <caption>{t('salePrint.perProduct')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sale.col.code')}</th>
              <th scope="col">{t('sale.col.product')}</th>
              <th scope="col" className="num">{unitName('unit', labels.unit)}</th>
              <th scope="col" className="num">{unitName('box', labels.box)}</th>
              <th scope="col" className="num">{unitName('bigBag', labels.bigBag)}</th>
              <th scope="col" className="num">{unitName('bag', labels.bag)}</th>
            </tr>
          </thead>
          <tbody>
            {data.products.map((p) => (
              <tr key={p.code}>
                <td>{p.code}</td>
                <td>{p.name}</td>
                <td className="num">{qtyText(p.baseQuantity)}</td>
                <td className="num">{p.packs.box}</td>
                <td className="num">{p.packs.bigBag}</td>
                <td className="num">{p.packs.bag}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <footer className="sale-sheet-sign">
        <span>{t('salePrint.issuedBy')}</span>
        <span>{t('salePrint.receivedBy')}</span>
      </footer>
    </article>
  );
}

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="num">{strong ? <strong>{value}</strong> : value}</dd>
    </>
  );
}
