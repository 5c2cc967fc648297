import { receiptNoOf, type TillSale } from '@tradedesk/contracts/pos/pos-sales';
import { useTranslation } from 'react-i18next';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { useTillSale } from '../api/till';

/** A till sale's receipt (the sale as recorded: its time on the device, its prices, its cashier), printed with the browser's print. */
export function SaleReceipt({ id }: { id: string }) {
  const { t } = useTranslation();
  const sale = useTillSale(id);
  if (!sale.data) return <p className="muted">{t('pos.till.loading')}</p>;
  return <ReceiptView sale={sale.data} />;
}

export function ReceiptView({ sale }: { sale: TillSale }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const at = useCompanyTime();
  const c = sale.currency;
  return (
    <article className="print-area receipt" data-testid="pos-receipt" aria-label={t('posSell.receipt')}>
      <h3>{sale.registerName}</h3>
      <p>
        {t('posSell.receiptNo', { number: receiptNoOf(sale) })} · {at(sale.soldAt)} · {t('pos.till.cashier', { name: sale.cashierName })}
      </p>
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
          {sale.payments.map((p, i) => (
            <tr key={i}>
              <td colSpan={2}>{p.payMethodName}</td>
              <td className="num">{money(p.amount, p.currency)}</td>
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
      <button type="button" className="btn no-print" onClick={() => window.print()}>
        {t('posSell.print')}
      </button>
    </article>
  );
}
