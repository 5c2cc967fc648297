import type { TillPrice } from '@tradedesk/contracts/pos/pos-sales';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiRequestError, errorText } from '../../../lib/api';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { storedDevice, storedPinSession, tillPrice } from '../api/till';
import { CustomerPicker } from '../components/TillSelling';
import { type CachedPriceCheck, priceCheckFromCache } from '../offline/price-check';
import { useTillOffline } from '../offline/use-till-offline';

/** No answer from the server (network down, timeout, a 5xx): the till's copy answers instead. */
const noAnswer = (e: unknown) => !(e instanceof ApiRequestError) || e.transport || e.status === 0 || e.status >= 500;

/**
 * /pos/invoicePrice (PosInvoicePrice, outside the user session): scan a product, see its price on
 * this register (for a picked customer: their price type and membership discount) and its stock in
 * the store. With no answer from the server, the till's copy of the catalogue answers (docs/pos.md
 * "Offline"): every packing with its size, price and barcodes, marked with the copy's time; no stock.
 */
export default function PosInvoicePrice() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const at = useCompanyTime();
  const offline = useTillOffline();
  const [scan, setScan] = useState('');
  const [customer, setCustomer] = useState<Parameters<typeof CustomerPicker>[0]['customer']>(null);
  const [found, setFound] = useState<TillPrice | null>(null);
  const [cached, setCached] = useState<CachedPriceCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const ready = !!storedDevice() && !!storedPinSession();
  const check = async (e: React.FormEvent) => {
    e.preventDefault();
    const code = scan.trim();
    if (!code) return;
    setError(null);
    setFound(null);
    setCached(null);
    try {
      setFound(await tillPrice(code, customer?.id));
    } catch (err) {
      if (noAnswer(err) && offline.db) {
        const asOf = ((await offline.queue?.answers.get('catalogueAt').catch(() => undefined)) ?? null)?.at ?? null;
        const fromCopy = await priceCheckFromCache(offline.db, code, customer?.id ?? null, asOf).catch(() => null);
        if (fromCopy) setCached(fromCopy);
        else setError(t('posOffline2.notInCopy', { scan: code }));
      } else {
        setError(err instanceof ApiRequestError && err.error?.reason === 'barcode_not_found' ? t('posSell.notFound', { scan: code }) : errorText(t, err));
      }
    }
    setScan('');
    ref.current?.focus();
  };
  return (
    <section className="page pos-page" aria-labelledby="pos-price-title">
      <h1 id="pos-price-title" className="page-title">
        {t('route.PosInvoicePrice')}
      </h1>
      <p>
        <Link to="/pos/invoice">{t('route.PosInvoice')}</Link>
      </p>
      {!ready && <p role="alert">{t('posSell.signInFirst')}</p>}
      <form className="card" onSubmit={(e) => void check(e)}>
        <div className="field">
          <label htmlFor="pos-price-scan">{t('posSell.scan')}</label>
          <input id="pos-price-scan" ref={ref} autoFocus autoComplete="off" value={scan} onChange={(e) => setScan(e.target.value)} placeholder={t('posSell.scanHint')} />
        </div>
      </form>
      <CustomerPicker
        db={offline.db}
        customer={customer}
        onPick={(c) => {
          setCustomer(c);
          setFound(null);
          setCached(null);
          ref.current?.focus();
        }}
      />
      {error && <p role="alert">{error}</p>}
      {found && (
        <dl className="card report-head" data-testid="pos-price">
          <dt>{t('posSell.product')}</dt>
          <dd>
            {found.code} {found.name}
          </dd>
          <dt>{t('posSell.unit')}</dt>
          <dd>
            {t(`posSell.units.${found.unit}`)} ({found.unitSize})
          </dd>
          <dt>{t('posSell.price')}</dt>
          <dd>
            {money(found.price, found.currency)} {found.currency}
          </dd>
          {found.discount !== '0' && (
            <>
              <dt>{t('posOffline2.discount')}</dt>
              <dd>{found.discount} %</dd>
            </>
          )}
          <dt>{t('posSell.onHand')}</dt>
          <dd>{found.onHand}</dd>
        </dl>
      )}
      {cached && (
        <div className="card" data-testid="pos-price-cached">
          <p role="status" className="muted" data-testid="pos-price-copy">
            {cached.asOf ? t('posOffline2.fromCopy', { at: at(cached.asOf) }) : t('posOffline2.fromCopyUnknown')}
          </p>
          <dl className="report-head">
            <dt>{t('posSell.product')}</dt>
            <dd>
              {cached.code} {cached.name}
            </dd>
            <dt>{t('posOffline2.priceType')}</dt>
            <dd>{t(`posOffline2.priceTypes.${cached.priceType}`)}</dd>
            {cached.discount !== '0' && (
              <>
                <dt>{t('posOffline2.discount')}</dt>
                <dd>{cached.discount} %</dd>
              </>
            )}
          </dl>
          <table className="table">
            <thead>
              <tr>
                <th>{t('posSell.unit')}</th>
                <th className="num">{t('posOffline2.size')}</th>
                <th className="num">{t('posSell.price')}</th>
                {cached.discount !== '0' && <th className="num">{t('posOffline2.net')}</th>}
                <th>{t('posOffline2.barcodes')}</th>
              </tr>
            </thead>
            <tbody>
              {cached.packings.map((p) => (
                <tr key={p.unit} aria-current={p.unit === cached.unit ? 'true' : undefined} className={p.unit === cached.unit ? 'selected' : undefined}>
                  <td>{t(`posSell.units.${p.unit}`)}</td>
                  <td className="num">{p.size}</td>
                  <td className="num">{p.price === null ? t('posOffline2.noPrice') : `${money(p.price, cached.currency)} ${cached.currency}`}</td>
                  {cached.discount !== '0' && <td className="num">{p.net === null ? '' : `${money(p.net, cached.currency)} ${cached.currency}`}</td>}
                  <td>{p.barcodes.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
