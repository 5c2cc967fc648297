import type { SaleOrderKind } from '@tradedesk/contracts/sales/sale-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { useTemps } from '../api/sale-orders';

/** The hung (parked) orders: arrows choose, Enter recalls (F6 on the order screens). */
export function RecallDialog({ open, kind, onRecall, onClose }: { open: boolean; kind: SaleOrderKind; onRecall: (id: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const companyTime = useCompanyTime();
  const temps = useTemps(kind, open);
  const [active, setActive] = useState(0);
  const rows = temps.data ?? [];
  return (
    <Dialog open={open} title={t('saleEntry.recallTitle')} onClose={onClose} wide>
      {temps.isError && <LoadError error={temps.error} />}
      {rows.length === 0 && !temps.isLoading && <p className="muted">{t('saleEntry.nothingHung')}</p>}
      {rows.length > 0 && (
        <table
          className="table recall-table"
          tabIndex={0}
          autoFocus
          aria-label={t('saleEntry.recallTitle')}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, rows.length - 1));
            else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
            else if (e.key === 'Enter' && rows[active]) onRecall(rows[active].id);
            else return;
            e.preventDefault();
          }}
        >
          <thead>
            <tr>
              <th>{t('sale.col.number')}</th>
              <th>{t('sale.col.customer')}</th>
              <th>{t('sale.col.lines')}</th>
              <th>{t('sale.col.total')}</th>
              <th>{t('sale.col.seller')}</th>
              <th>{t('sale.col.date')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.id} aria-selected={i === active} className={i === active ? 'active' : undefined} onClick={() => onRecall(r.id)}>
                <td>{r.number}</td>
                <td>{r.customerName ?? t('sale.walkIn')}</td>
                <td className="cell-number">{r.lineCount}</td>
                <td className="cell-number">
                  {amount(r.total, r.currency)}
                </td>
                <td>{r.createdByName}</td>
                <td>{companyTime(r.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
