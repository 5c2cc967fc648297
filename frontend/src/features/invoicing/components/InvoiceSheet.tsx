import type { EParty } from '@tradedesk/contracts/invoicing/e-document';
import type { IssuedDocument } from '@tradedesk/contracts/invoicing/invoice';
import { formatDecimal } from '@tradedesk/contracts/platform/money';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';
import type { PrintMarks } from '@tradedesk/contracts/invoicing/print-marks';
import { PrintMarksBlock } from './PrintMarksBlock';
import { RateTotals } from './RateTotals';
import { SettlementBlock } from './SettlementBlock';

/**
 * The generic printed invoice (docs/invoicing.md "Print"): what the law of the eight countries asks
 * of an invoice in common (title and number, issue and delivery days, seller and buyer with their
 * tax ids and addresses, each line with quantity, unit, net unit price, discount, net, rate, VAT
 * and gross, the net and VAT per rate, the totals and currency, the payment terms and bank
 * account; for a credit note the document it corrects and why). With `marks` (the print page) it
 * is the country's legal layout: its legal title, its name for the tax id, the codes and legends.
 */
export function InvoiceSheet({ doc, marks }: { doc: IssuedDocument; marks?: PrintMarks }) {
  const { t } = useTranslation();
  const m = useMoney();
  const money = (v: string) => m.money(v, doc.currency);
  const unitPrice = (v: string) => formatDecimal(v, v.split('.')[1]?.length ?? 0, m.locale);
  return (
    <article className="invoice-sheet" aria-label={`${t(`invoicing.kind.${doc.kind}`)} ${doc.number}`}>
      <header className="invoice-sheet-head">
        <h2>
          {marks ? marks.title : t(`invoicing.kind.${doc.kind}`)} {marks?.country === 'CL' ? 'N° ' : ''}<span data-testid="invoice-number">{doc.number}</span>
        </h2>
        <dl>
          <dt>{t('invoicing.doc.issueDate')}</dt>
          <dd>{displayDay(doc.issueDate)}</dd>
          {doc.deliveryDate && (
            <>
              <dt>{t('invoicing.doc.deliveryDate')}</dt>
              <dd>{displayDay(doc.deliveryDate)}</dd>
            </>
          )}
          {doc.kind === 'proforma' && <dd className="invoice-note">{t('invoicing.doc.proformaNote')}</dd>}
        </dl>
      </header>
      {doc.corrects && (
        <p className="invoice-corrects">
          {t('invoicing.doc.corrects', { number: doc.corrects.number, day: displayDay(doc.corrects.issueDate), reason: doc.corrects.reason })}
        </p>
      )}
      {doc.receipt && (
        <p className="invoice-corrects no-print" data-testid="invoice-receipt">
          {t('invoicingVariants.receipt', { number: doc.receipt.number, day: displayDay(doc.receipt.date) })}
        </p>
      )}
      <div className="invoice-parties">
        <Party title={t('invoicing.doc.seller')} party={doc.seller} marks={marks} seller />
        <Party title={t('invoicing.doc.buyer')} party={doc.buyer} marks={marks} />
      </div>
      <table className="table invoice-lines">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('invoicing.line.description')}</th>
            <th>{t('invoicing.line.unit')}</th>
            <th className="num">{t('invoicing.line.quantity')}</th>
            <th className="num">{t('invoicing.line.unitPrice')}</th>
            <th className="num">{t('invoicing.line.discount')}</th>
            <th className="num">{t('invoicing.line.net')}</th>
            <th className="num">{t('invoicing.line.vatRate')}</th>
            <th className="num">{t('invoicing.line.vat')}</th>
            <th className="num">{t('invoicing.line.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((l) => (
            <tr key={l.lineNo}>
              <td>{l.lineNo}</td>
              <td>
                {l.description}
                {l.productCode && <small> ({l.productCode})</small>}
              </td>
              <td>{l.unitName}</td>
              <td className="num">{m.quantity(l.quantity)}</td>
              <td className="num">{unitPrice(l.unitPrice)}</td>
              <td className="num">{money(l.discount)}</td>
              <td className="num">{money(l.netAmount)}</td>
              <td className="num">{l.vatCategory === 'S' ? `${l.vatRate} %` : l.vatCategory}</td>
              <td className="num">{money(l.vatAmount)}</td>
              <td className="num">{money(l.grossAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* A final invoice: the order's value, the advances deducted; the per-rate sums and the gross below are what is left. */}
      {doc.settlement && <SettlementBlock doc={doc} />}
      <RateTotals vatTotals={doc.vatTotals} totals={doc.totals} currency={doc.currency} label={doc.settlement ? t('invoicingFinal.leftPerRate') : undefined} />
      <p className="invoice-gross">
        {doc.settlement ? t('invoicingFinal.toPay') : t('invoicing.doc.gross')}: <strong data-testid="invoice-gross">{m.amount(doc.totals.gross, doc.currency)}</strong>
      </p>
      {doc.kind !== 'creditNote' && (
        <p className="invoice-payment">
          {t(`invoicing.payment.${doc.payment.means}`)}
          {doc.dueDate ? ` · ${t('invoicing.doc.dueDate')} ${displayDay(doc.dueDate)}` : ''}
          {doc.payment.iban ? ` · ${doc.payment.bankName} ${doc.payment.iban}` : ''}
        </p>
      )}
      {doc.saleOrders.length > 0 && <p className="invoice-orders">{t('invoicing.doc.saleOrders', { numbers: doc.saleOrders.map((o) => o.number).join(', ') })}</p>}
      {/* Chile: the guías de despacho this factura bills (its Referencias TpoDocRef 52). */}
      {doc.waybills?.length ? (
        <p className="invoice-waybills" data-testid="invoice-waybills">
          {t('invWaybill.billedGuias', { list: doc.waybills.map((w) => `N° ${w.folio} (${displayDay(w.issueDate)})`).join(', ') })}
        </p>
      ) : null}
      {doc.notes.map((n) => (
        <p key={n}>{n}</p>
      ))}
      {marks && <PrintMarksBlock marks={marks} />}
    </article>
  );
}

function Party({ title, party, marks, seller = false }: { title: string; party: EParty; marks?: PrintMarks; seller?: boolean }) {
  const { t } = useTranslation();
  const a = party.address;
  return (
    <section className="invoice-party" aria-label={title}>
      <h3>{title}</h3>
      <p>
        <strong>{party.name}</strong>
        <br />
        {`${a.street} ${a.buildingNumber}`.trim()}
        <br />
        {`${a.postalCode} ${a.city}`.trim()}
        {a.region ? `, ${a.region}` : ''} {a.countryCode}
        <br />
        {(!seller && marks?.buyerTaxIdLabel) || (marks?.taxIdLabel ?? t('invoicing.field.taxId'))}: {party.taxId}
        {seller && marks?.companyIdLabel && party.companyId && (
          <>
            <br />
            {marks.companyIdLabel}: {party.companyId}
          </>
        )}
        {party.vatId && (
          <>
            <br />
            {t('invoicing.field.vatId')}: {party.vatId}
          </>
        )}
      </p>
    </section>
  );
}
