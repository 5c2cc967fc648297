import type { TillPrice } from '@tradedesk/contracts/pos/pos-sales';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiRequestError, errorText } from '../../../lib/api';
import { useMoney } from '../../../lib/money';
import { storedDevice, storedPinSession, tillPrice } from '../api/till';

/** /pos/invoicePrice (PosInvoicePrice, outside the user session): scan a product, see its price on this register and its stock in the store. */
export default function PosInvoicePrice() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const [scan, setScan] = useState('');
  const [found, setFound] = useState<TillPrice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const ready = !!storedDevice() && !!storedPinSession();
  const check = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setFound(null);
    try {
      setFound(await tillPrice(scan.trim()));
    } catch (err) {
      setError(err instanceof ApiRequestError && err.error?.reason === 'barcode_not_found' ? t('posSell.notFound', { scan: scan.trim() }) : errorText(t, err));
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
          <dt>{t('posSell.onHand')}</dt>
          <dd>{found.onHand}</dd>
        </dl>
      )}
    </section>
  );
}
