import type { CustomerRef } from '@tradedesk/contracts/sales/sale-order';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { type SalePrintData, useSalePrint } from '../api/sale-print';
import { CHILE_GUIA, DELIVERY_NOTE_TEXTS, type DeliveryNoteLang } from '../delivery-note-texts';
import { businessDayOf, displayDay, displayInstant } from '@tradedesk/contracts/platform/company-time';
import { sumDecimals } from '@tradedesk/contracts/platform/money';
import '../sales-ops.css';
import { useMoney } from '../../../lib/money';

/**
 * Delivery notes (SaleDeliveryNoteCn / Cl / En, /sale/delivery-note/<lang>/:id): the goods of an
 * order without prices, in the note's own language, to travel with the goods and be signed on
 * receipt. The Chilean one follows the "Guía de despacho" layout: issuer box with the number,
 * the receiver's R.U.T. (a line to fill in by hand while the customer has no tax id on record),
 * giro, address, sale condition and transfer type, and the receipt acknowledgement of Ley 19.983.
 */
export function SaleDeliveryNote({ lang }: { lang: DeliveryNoteLang }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const print = useSalePrint(id);
  return (
    <section className="page sale-print-page" aria-label={DELIVERY_NOTE_TEXTS[lang].title}>
      <div className="sale-print-toolbar no-print">
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!print.data}>
          {t('sale.print')}
        </button>
        <span className="muted">{t('salePrint.noteHint')}</span>
      </div>
      <LoadError error={print.error} />
      {print.isPending && <p role="status">…</p>}
      {print.data && <Note data={print.data} lang={lang} />}
    </section>
  );
}

/** The customer's tax id when the customers context records one (RUT in Chile); null until then. */
const taxIdOf = (customer: CustomerRef | null) => ((customer as (CustomerRef & { taxId?: string | null }) | null)?.taxId ?? '').trim() || null;

function Note({ data, lang }: { data: SalePrintData; lang: DeliveryNoteLang }) {
  const { t } = useTranslation();
  const { quantity: qtyText } = useMoney();
  const w = DELIVERY_NOTE_TEXTS[lang];
  const h = data.header;
  const offset = h.company.timeZoneOffset;
  const chile = lang === 'cl';
  const unitName = (unit: string, label: string) => label || t(`product.units.${unit}`, { defaultValue: unit });
  const total = sumDecimals(data.products.map((p) => p.baseQuantity));
  const rut = taxIdOf(h.customer);
  const credit = Boolean(h.dueDate && h.dueDate > businessDayOf(Date.parse(h.date), offset));
  return (
    <article className={`sale-sheet sale-note sale-note-${lang}`} lang={w.locale} data-testid="delivery-note">
      <header className="sale-sheet-head">
        <div>
          <p className="sale-sheet-company">{h.company.name}</p>
          {chile && (
            <p className="sale-note-fill">
              {CHILE_GUIA.giro}: <span className="sale-blank" />
            </p>
          )}
        </div>
        <div className={chile ? 'sale-note-box' : ''}>
          {chile && (
            <p>
              {CHILE_GUIA.rut}: <span className="sale-blank" />
            </p>
          )}
          <h1 className="sale-sheet-title">{w.title}</h1>
          <p data-testid="note-number">
            {w.number} {h.number}
          </p>
        </div>
      </header>
      <dl className="sale-sheet-parties">
        <dt>{w.date}</dt>
        <dd>{displayInstant(h.date, offset, { dateOnly: true })}</dd>
        <dt>{w.customer}</dt>
        <dd>{h.customer ? h.customer.name : w.walkIn}</dd>
        {h.customer && (
          <>
            <dt>{w.customerCode}</dt>
            <dd>{h.customer.code}</dd>
          </>
        )}
        {chile && (
          <>
            <dt>{CHILE_GUIA.rut}</dt>
            <dd data-testid="note-rut">{rut ?? <span className="sale-blank" />}</dd>
            <dt>{CHILE_GUIA.giro}</dt>
            <dd>
              <span className="sale-blank" />
            </dd>
            <dt>{CHILE_GUIA.address}</dt>
            <dd>
              <span className="sale-blank" />
            </dd>
            <dt>{CHILE_GUIA.comuna}</dt>
            <dd>
              <span className="sale-blank" />
            </dd>
            <dt>{CHILE_GUIA.city}</dt>
            <dd>
              <span className="sale-blank" />
            </dd>
            <dt>{CHILE_GUIA.saleCondition}</dt>
            <dd>{credit ? `${CHILE_GUIA.credit} ${displayDay(h.dueDate)}` : CHILE_GUIA.cash}</dd>
            <dt>{CHILE_GUIA.transferType}</dt>
            <dd>{CHILE_GUIA.transferIsSale}</dd>
          </>
        )}
        <dt>{w.warehouse}</dt>
        <dd>{h.warehouse ? `${h.warehouse.name} (${h.warehouse.code})` : ''}</dd>
        {h.deliveryDate && (
          <>
            <dt>{w.deliveryDate}</dt>
            <dd>{displayDay(h.deliveryDate)}</dd>
          </>
        )}
      </dl>
      <table className="sale-sheet-lines">
        <thead>
          <tr>
            <th scope="col">{w.line}</th>
            <th scope="col">{w.code}</th>
            <th scope="col">{w.description}</th>
            <th scope="col">{w.unit}</th>
            <th scope="col" className="num">{w.quantity}</th>
            <th scope="col">{w.memo}</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((l) => (
            <tr key={l.n}>
              <td>{l.n}</td>
              <td>{l.code}</td>
              <td>{l.name}</td>
              <td>{unitName(l.unit, l.unitLabel)}</td>
              <td className="num">{qtyText(l.quantity)}</td>
              <td>{l.memo}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className="num">
              {w.lines}: {data.lines.length} · {w.totalQuantity}
            </th>
            <td className="num">{total}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {h.memo && (
        <p>
          <strong>{w.memo}:</strong> {h.memo}
        </p>
      )}
      {chile ? (
        <section className="sale-note-receipt">
          <dl className="sale-sheet-parties">
            <dt>{CHILE_GUIA.name}</dt>
            <dd><span className="sale-blank" /></dd>
            <dt>{CHILE_GUIA.rut}</dt>
            <dd><span className="sale-blank" /></dd>
            <dt>{w.date}</dt>
            <dd><span className="sale-blank" /></dd>
            <dt>{CHILE_GUIA.site}</dt>
            <dd><span className="sale-blank" /></dd>
            <dt>{w.signature}</dt>
            <dd><span className="sale-blank" /></dd>
          </dl>
          <p className="sale-note-legal">{CHILE_GUIA.receipt}</p>
        </section>
      ) : (
        <footer className="sale-sheet-sign">
          <span>
            {w.deliveredBy} / {w.signature}
          </span>
          <span>
            {w.receivedBy} / {w.signature}
          </span>
        </footer>
      )}
    </article>
  );
}
