import type { InvoiceVatTotal, IssuedDocument } from '@tradedesk/contracts/invoicing/invoice';
import { sumDecimals } from '@tradedesk/contracts/platform/money';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';
import { RateTotals } from './RateTotals';

/**
 * A final invoice (faktura rozliczeniowa, art. 106f ust. 3; docs/invoicing-variants.md) on the
 * document and print pages: the whole order's value per rate, the advance invoices deducted (number,
 * day, KSeF number, net, VAT, gross) and what is left per rate; the sheet then says what is left to pay.
 */
export function SettlementBlock({ doc }: { doc: IssuedDocument }) {
  const { t } = useTranslation();
  const m = useMoney();
  const st = doc.settlement!;
  const money = (v: string) => m.money(v, doc.currency);
  const sum = (ts: InvoiceVatTotal[], f: (x: InvoiceVatTotal) => string) => sumDecimals(ts.map(f));
  return (
    <section className="invoice-settlement" data-testid="settlement">
      <h3>{t('invoicingFinal.orderValue', { number: st.saleOrderNumber })}</h3>
      <RateTotals vatTotals={st.orderVatTotals} totals={st.orderTotals} currency={doc.currency} label={t('invoicingFinal.orderValue', { number: st.saleOrderNumber })} />
      <h3>{t('invoicingFinal.deducted')}</h3>
      <table className="table" aria-label={t('invoicingFinal.deducted')}>
        <thead>
          <tr>
            <th>{t('invoicingFinal.advance')}</th>
            <th>{t('invoicingFinal.issued')}</th>
            <th>{t('invoicingFinal.ksef')}</th>
            <th className="num">{t('invoicing.line.net')}</th>
            <th className="num">{t('invoicing.line.vat')}</th>
            <th className="num">{t('invoicing.line.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {st.advances.map((a) => (
            <tr key={a.invoiceId} data-advance={a.number}>
              <td>{a.number}</td>
              <td>{displayDay(a.issueDate)}</td>
              <td>{a.ksefNumber ?? t('invoicingFinal.outsideKsef')}</td>
              <td className="num">{money(sum(a.vatTotals, (x) => x.taxableAmount))}</td>
              <td className="num">{money(sum(a.vatTotals, (x) => x.vatAmount))}</td>
              <td className="num">−{money(a.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('invoicingFinal.leftPerRate')}</h3>
    </section>
  );
}
