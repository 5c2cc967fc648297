import type { InvoiceClient } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type BillingProfile, czDic, ecEmission, ecIdType, esNifKind, huTaxNumber, splitPaymentThresholdReached } from '../variants';

interface Props {
  profile: BillingProfile;
  setup: InvoiceSetup;
  client: InvoiceClient | null;
  /** The gross of the preview (null: nothing priced yet). */
  gross: string | null;
  currency: string;
  splitPayment: boolean;
  onSplitPayment: (on: boolean) => void;
}

/**
 * What a country's billing variant adds to the form (docs/invoicing-variants.md): the seller's
 * and buyer's ids under the country's own names, read from the setup and the client register,
 * and the country's choices (PL split payment; HU the buyer's VAT code and VAT group; ES the NIF's
 * kind and how the invoice reaches the AEAT; CZ DIČ and DUZP; EC the buyer's id type,
 * establishment and emission point).
 */
export function CountryBillingCard({ profile, setup, client, gross, currency, splitPayment, onSplitPayment }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows: [string, string][] = [];
  const notes: string[] = [];
  const name = profile.taxIdName;
  const buyerLocal = client?.country === profile.country;
  switch (profile.country) {
    case 'PL':
      rows.push([t('invoicingVariants.field.sellerId', { name }), setup.taxId]);
      rows.push([t('invoicingVariants.field.buyerId', { name }), client ? (buyerLocal ? client.taxId : client.vatId || client.taxId) : '—']);
      if (client && !buyerLocal) notes.push(t('invoicingVariants.pl.foreignBuyer'));
      break;
    case 'HU': {
      rows.push([t('invoicingVariants.field.sellerId', { name }), setup.taxId]);
      rows.push([t('invoicingVariants.field.buyerId', { name }), client?.taxId ?? '—']);
      const hu = client && buyerLocal ? huTaxNumber(client.taxId) : null;
      if (hu) {
        rows.push([t('invoicingVariants.hu.vatCode'), `${hu.vatCode} · ${t(`invoicingVariants.hu.code${hu.vatCode}`, { defaultValue: hu.vatCode })}`]);
        rows.push([t('invoicingVariants.hu.county'), hu.county]);
        if (hu.vatGroup) notes.push(t(`invoicingVariants.hu.group.${hu.vatGroup}`));
      } else if (client && !buyerLocal) notes.push(t('invoicingVariants.hu.foreignBuyer', { vatId: client.vatId || client.taxId }));
      break;
    }
    case 'ES': {
      rows.push([t('invoicingVariants.field.sellerId', { name }), setup.taxId]);
      rows.push([t('invoicingVariants.field.buyerId', { name }), client?.taxId ?? '—']);
      const kind = client && buyerLocal ? esNifKind(client.taxId) : null;
      if (kind) rows.push([t('invoicingVariants.es.nifKind'), t(`invoicingVariants.es.kind.${kind}`)]);
      notes.push(t('invoicingVariants.es.channels'));
      break;
    }
    case 'CZ':
      rows.push([t('invoicingVariants.field.sellerId', { name }), czDic(setup.vatId, setup.taxId)]);
      rows.push(['IČO', setup.taxId]);
      rows.push([t('invoicingVariants.field.buyerId', { name }), client ? (buyerLocal ? czDic(client.vatId, client.taxId) : client.vatId || client.taxId) : '—']);
      notes.push(t('invoicingVariants.cz.duzp'));
      break;
    case 'EC': {
      rows.push([t('invoicingVariants.field.sellerId', { name }), setup.taxId]);
      const id = client ? ecIdType(client.taxId) : null;
      rows.push([t('invoicingVariants.ec.buyerIdType'), id ? `${id.code} · ${id.name}` : '—']);
      rows.push([t('invoicingVariants.ec.buyerId'), client?.taxId ?? '—']);
      const e = ecEmission(setup.series.invoice);
      if (e) {
        rows.push([t('invoicingVariants.ec.establishment'), e.establishment]);
        rows.push([t('invoicingVariants.ec.emissionPoint'), e.emissionPoint]);
      }
      break;
    }
    default:
      break;
  }
  const overThreshold = profile.country === 'PL' && splitPaymentThresholdReached(gross, currency);
  return (
    <section className="card" aria-labelledby={headingId} data-testid="country-card">
      <h2 id={headingId}>{t('invoicingVariants.billing.countryCard', { country: t(`invoicing.country.${profile.country}`) })}</h2>
      <dl className="invoice-certificate">
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {profile.country === 'PL' && (
        <>
          <label className="checkbox">
            <input type="checkbox" checked={splitPayment} onChange={(e) => onSplitPayment(e.target.checked)} /> {t('invoicingVariants.pl.splitPayment')}
          </label>
          <p className={overThreshold ? 'invoice-folio-warning' : 'hint'} role={overThreshold ? 'status' : undefined}>
            {overThreshold ? t('invoicingVariants.pl.splitPaymentDue') : t('invoicingVariants.pl.splitPaymentHint')}
          </p>
        </>
      )}
      {notes.map((n) => (
        <p key={n} className="hint">
          {n}
        </p>
      ))}
    </section>
  );
}
