import { buildReceipt, type RetailCheckoutVariant } from '@tradedesk/contracts/sales/retail-checkout';
import type { SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';
import { settingValue } from '../../../lib/settings';
import { useSession } from '../../../stores/session';
import { useCompanyOffset, useUnitLabel } from '../use-sale-context';

/**
 * The receipt of a paid retail order in the variant's layout (contracts/src/sales/retail-checkout.ts
 * `buildReceipt`): the legal words of a country receipt are in its own language, the generic
 * receipt's in the interface language. Print prints only the receipt.
 */
export function RetailReceipt({ variant, order, buyerTaxId, setup, table }: { variant: RetailCheckoutVariant; order: SaleOrderView; buyerTaxId: string; setup: { sellerTaxId: string; registerId: string }; table?: string }) {
  const { t } = useTranslation();
  const { money, quantity } = useMoney();
  const unitLabel = useUnitLabel();
  const offset = useCompanyOffset();
  const companyName = useSession((s) => String(settingValue(s.settings, 'CompanyName') ?? ''));
  const currency = order.header.currency;
  const r = buildReceipt({
    variant,
    number: order.number,
    at: order.committedAt ?? order.updatedAt,
    timeZoneOffset: offset,
    companyName,
    sellerTaxId: setup.sellerTaxId,
    buyerTaxId,
    registerId: setup.registerId,
    currency,
    lines: order.lines.map((l) => ({ ...l, unitLabel: unitLabel(l.unit) })),
    orderTaxRate: order.header.taxRate,
    subtotal: order.subtotal,
    tax: order.tax,
    total: order.total,
    payments: order.payments,
  });
  const legal = variant === 'at' || variant === 'pl' || variant === 'es' || variant === 'per' || variant === 'ro';
  const methodName = (method: string) => t(`sale.method.${method}`);

  return (
    <div className="retail-receipt-page">
      <article className={`retail-receipt receipt-${variant}`} aria-label={t('payRetail.receipt')} data-testid="retail-receipt">
        <header>
          <p className="receipt-company">{companyName}</p>
          {r.title && <h2 className="receipt-title">{r.title}</h2>}
          {!legal && <p>{t('payRetail.receiptNo', { number: order.number })}</p>}
          {table && <p data-testid="receipt-table">{t('restaurant.floor.receiptTable', { name: table })}</p>}
          {r.header.length > 0 && (
            <dl className="receipt-header">
              {r.header.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </header>
        <table className="receipt-lines">
          <tbody>
            {r.lines.map((l, i) => (
              <tr key={i}>
                <td>
                  {l.name}
                  <br />
                  <small>
                    {l.packs ? t('payRetail.packLine', { packs: quantity(l.packs.packs), unit: l.packs.unitLabel, per: quantity(l.packs.perPack), units: quantity(l.packs.units) }) : l.quantity}
                    {l.gift && ` (${t('payRetail.gift')})`}
                  </small>
                </td>
                <td className="num">
                  {money(l.amount, currency)}
                  {l.letter && ` ${l.letter}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {r.vat.length > 0 && (
          <table className="receipt-vat">
            <thead>
              <tr>
                <th />
                {VAT_HEADS[variant].map((h) => (
                  <th key={h} className="num">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {r.vat.map((v) => (
                <tr key={v.rate}>
                  <td>{vatLabel(variant, v.letter, v.rate)}</td>
                  <td className="num">{money(v.net, currency)}</td>
                  <td className="num">{money(v.tax, currency)}</td>
                  <td className="num">{money(v.gross, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {r.packTotals && (
          <p className="receipt-packs">{t('payRetail.packTotals', { packs: quantity(r.packTotals.packs), units: quantity(r.packTotals.units) })}</p>
        )}
        <dl className="receipt-totals">
          <div>
            <dt>{legal ? TOTAL_WORD[variant] : t('payRetail.total')}</dt>
            <dd data-testid="receipt-total">
              {money(r.total, currency)} {currency}
            </dd>
          </div>
          {new Decimal(r.rounding).gt(0) && (
            <div>
              <dt>{variant === 'per' ? 'Redondeo' : t('payRetail.rounding')}</dt>
              <dd data-testid="receipt-rounding">-{money(r.rounding, currency)}</dd>
            </div>
          )}
          {r.payments.map((p, i) => (
            <div key={i}>
              <dt>
                {methodName(p.method)}
                {p.reference && ` ${p.reference}`}
              </dt>
              <dd>{money(p.method === 'cash' && p.tendered ? p.tendered : new Decimal(p.amount).minus(p.rounding ?? 0).toFixed(), currency)}</dd>
            </div>
          ))}
          <div>
            <dt>{variant === 'per' ? 'Vuelto' : t('payRetail.change')}</dt>
            <dd data-testid="receipt-change">{money(r.change, currency)}</dd>
          </div>
        </dl>
        {r.inWords && <p className="receipt-words">{r.inWords}</p>}
        {r.footer.map((f) => (
          <p key={f} className="receipt-footer">
            {f}
          </p>
        ))}
      </article>
      <p className="no-print">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t('payRetail.print')}
        </button>
      </p>
    </div>
  );
}

/** The VAT table's columns (net, tax, gross) in the receipt's own language. */
const VAT_HEADS: Record<RetailCheckoutVariant, [string, string, string]> = {
  plain: ['', '', ''], voucher: ['', '', ''], packing: ['', '', ''],
  at: ['Netto', 'USt', 'Brutto'], pl: ['Netto', 'Kwota PTU', 'Brutto'], es: ['Base imponible', 'Cuota IVA', 'Total'], per: ['Op. gravada', 'IGV', 'Importe'], ro: ['Valoare', 'TVA', 'Total'],
};

/** "Total" in the receipt's own language. */
const TOTAL_WORD: Record<RetailCheckoutVariant, string> = { plain: '', voucher: '', packing: '', at: 'Summe', pl: 'SUMA', es: 'TOTAL', per: 'IMPORTE TOTAL', ro: 'TOTAL' };

/** A VAT row's label in the receipt's language: "PTU A 23%", "TVA A 21%", "A 20%", "IVA 21%", "IGV 18%". */
function vatLabel(variant: RetailCheckoutVariant, letter: string | null, rate: string): string {
  const word = variant === 'pl' ? 'PTU' : variant === 'ro' ? 'TVA' : variant === 'es' ? 'IVA' : variant === 'per' ? 'IGV' : variant === 'at' ? 'USt' : '';
  return [word, letter, `${rate}%`].filter(Boolean).join(' ');
}
