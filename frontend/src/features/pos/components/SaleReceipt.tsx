import { receiptNoOf, saleRounding, type TillSale } from '@tradedesk/contracts/pos/pos-sales';
import { Decimal } from 'decimal.js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonText } from '../../../lib/api';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { storedPinSession, useTillSale, useTillSession } from '../api/till';
import '../till-receipt.css';

/** A till sale's receipt (the sale as recorded: its time on the device, its prices, its cashier), printed with the browser's print. */
export function SaleReceipt({ id, autoPrint = false }: { id: string; autoPrint?: boolean }) {
  const { t } = useTranslation();
  const sale = useTillSale(id);
  if (!sale.data) return <p className="muted">{t('pos.till.loading')}</p>;
  return <ReceiptView sale={sale.data} autoPrint={autoPrint} />;
}

/** How long the receipt printed after payment waits for the sale's boleta number (Chile, Peru) before printing without it. */
const BOLETA_WAIT_MS = 5000;

/**
 * Chile and Peru (docs/pos.md "Boletas"): the sale's boleta number (CL folio, PE B001-00000012),
 * or that it is being issued, or why it is not issued yet; nothing elsewhere.
 */
export function BoletaLine({ boleta }: { boleta: TillSale['boleta'] }) {
  const { t } = useTranslation();
  if (!boleta) return null;
  const text =
    boleta.status === 'issued'
      ? t('posSell.boleta.number', { number: boleta.number })
      : boleta.status === 'waiting'
        ? t('posSell.boleta.waiting')
        : t('posSell.boleta.pending', { reason: reasonText(t, { code: 0, message: boleta.message ?? '', reason: boleta.reason ?? '' }) ?? boleta.message ?? '' });
  return (
    <p data-testid="receipt-boleta" data-status={boleta.status}>
      {text}
    </p>
  );
}

/** Sales whose receipt this page already printed by itself (a queued receipt replaced by the server's is not printed twice). */
const autoPrinted = new Set<string>();

/**
 * The receipt as the till prints it: the company's header lines (CashRegisterSystem), the
 * register, number, time and cashier, the lines, total, payments and change, the footer lines;
 * laid out to the receipt printer's paper width (from the cashier's session answer, kept on the
 * device: offline too). `autoPrint` (the sale just paid): printed at once when the company asks for it.
 */
export function ReceiptView({ sale, autoPrint = false }: { sale: TillSale; autoPrint?: boolean }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const at = useCompanyTime();
  const layout = useTillSession(!!storedPinSession()).data?.receipt;
  // "Print the receipt after payment": the print dialog opens once the paid sale's receipt is shown
  // (in Chile and Peru once its boleta's number is there, or after BOLETA_WAIT_MS without it).
  const [waited, setWaited] = useState(false);
  const waiting = sale.boleta?.status === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaited(true), BOLETA_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const printNow = autoPrint && !!layout?.autoPrint && (!waiting || waited);
  useEffect(() => {
    if (!printNow || autoPrinted.has(sale.id)) return;
    autoPrinted.add(sale.id);
    window.print();
  }, [printNow, sale.id]);
  const c = sale.currency;
  // A cash rounding prints as its own line under the total; each payment prints what was handed over.
  const rounding = saleRounding(sale.payments);
  return (
    <article className={`print-area receipt till-receipt paper-${layout?.width ?? '80'}`} data-testid="pos-receipt" aria-label={t('posSell.receipt')}>
      {!!layout?.header.length && (
        <p className="receipt-head" data-testid="receipt-header">
          {layout.header.join('\n')}
        </p>
      )}
      <h3>{sale.registerName}</h3>
      <p>
        {t('posSell.receiptNo', { number: receiptNoOf(sale) })} · {at(sale.soldAt)} · {t('pos.till.cashier', { name: sale.cashierName })}
      </p>
      <BoletaLine boleta={sale.boleta} />
      {sale.customerName && (
        <p>
          {t('posSell.customer')}: {sale.customerName}
        </p>
      )}
      <table className="table">
        <tbody>
          {sale.lines.map((l) => (
            <tr key={l.line}>
              <td>
                {l.name} ({t(`posSell.units.${l.unit}`)})
              </td>
              <td className="num">
                {l.quantity} × {money(l.price, c)}
                {l.discount !== '0' ? ` −${l.discount}%` : ''}
              </td>
              <td className="num">{money(l.amount, c)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={2}>{t('posSell.total')}</th>
            <th className="num" data-testid="receipt-total">
              {money(sale.total, c)} {c}
            </th>
          </tr>
          {!rounding.isZero() && (
            <tr>
              <td colSpan={2}>{t('posSell.rounding')}</td>
              <td className="num" data-testid="receipt-rounding">
                {money(rounding.negated().toFixed(), c)}
              </td>
            </tr>
          )}
          {sale.payments.map((p, i) => (
            <tr key={i}>
              <td colSpan={2}>{p.payMethodName}</td>
              <td className="num">{money(new Decimal(p.amount).minus(p.rounding ?? 0).toFixed(), p.currency)}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={2}>{t('posSell.changeLabel')}</td>
            <td className="num" data-testid="receipt-change">
              {money(sale.change, c)}
            </td>
          </tr>
        </tfoot>
      </table>
      {!!layout?.footer.length && (
        <p className="receipt-foot" data-testid="receipt-footer">
          {layout.footer.join('\n')}
        </p>
      )}
      <button type="button" className="btn no-print" onClick={() => window.print()}>
        {t('posSell.print')}
      </button>
    </article>
  );
}
