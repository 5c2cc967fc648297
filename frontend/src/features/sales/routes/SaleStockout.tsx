import type { SaleOrderListRow } from '@tradedesk/contracts/sales/sale-order';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { toast } from '../../../stores/toast';
import { getSaleOrder, saleCommands, saleWritten, useDueShippings } from '../api/sale-orders';
import { warehouseLabel } from '../api/sale-warehouses';
import { businessDayOf, displayDay } from '@tradedesk/contracts/platform/company-time';
import { useMoney } from '../../../lib/money';
import { saleErrorText } from '../sale-errors';
import { useCompanyOffset, useSaleLinks } from '../use-sale-context';
import '../sales-ops.css';

type Row = SaleOrderListRow;

/**
 * Stock-out (route SaleStockout, /sale/stockout; the sidebar's delivery reminder links here):
 * committed distribution orders due today or overdue that have not left yet (GET
 * report/today-shippings), with their picking state. A selected order is picked on its
 * distribution page, or stocked out from here after a confirmation; a refusal (not fully picked,
 * not enough stock) is explained. The list follows the sale-order-list read model live.
 */
export default function SaleStockout() {
  const { t } = useTranslation();
  const { money: formatMoney } = useMoney();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const offset = useCompanyOffset();
  const links = useSaleLinks();
  const due = useDueShippings();
  const [confirm, setConfirm] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const today = businessDayOf(Date.now(), offset);

  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'number', header: t('sale.col.number'), value: (r) => r.number, width: 150, lockVisible: true },
      {
        id: 'deliveryDate', header: t('sale.col.deliveryDate'), value: (r) => r.deliveryDate ?? '', width: 120,
        format: (_v, r) => `${displayDay(r.deliveryDate)}${r.deliveryDate && r.deliveryDate < today ? ` · ${t('saleDist.overdue')}` : ''}`,
      },
      { id: 'customer', header: t('sale.col.customer'), value: (r) => (r.customerId ? `${r.customerCode ?? ''} · ${r.customerName ?? ''}` : t('sale.walkIn')), width: 180 },
      { id: 'warehouse', header: t('sale.col.warehouse'), value: (r) => warehouseLabel(r), width: 150 },
      { id: 'distStatus', header: t('sale.col.delivery'), value: (r) => t(`sale.distStatus.${r.distStatus}`), width: 110 },
      { id: 'lines', header: t('sale.col.lines'), value: (r) => r.lineCount, kind: 'number', width: 70 },
      { id: 'baseQuantity', header: t('sale.col.baseQuantity'), value: (r) => r.baseQuantity, kind: 'decimal', width: 100 },
      { id: 'total', header: t('sale.col.total'), value: (r) => r.total, kind: 'decimal', format: (_v, r) => formatMoney(r.total, r.currency), width: 110 },
      { id: 'seller', header: t('sale.col.seller'), value: (r) => r.createdByName ?? r.createdBy, width: 110 },
      { id: 'memo', header: t('sale.col.memo'), value: (r) => r.memo, width: 180 },
    ],
    [t, today],
  );

  const openDist = (r: Row) => {
    const path = links.distribution(r.id);
    if (path) void navigate(path);
  };

  const stockOut = async (r: Row) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await saleCommands.stockout(await getSaleOrder(r.id));
      await saleWritten(qc, answer);
      toast.success(t('saleDist.stockedOut', { number: r.number }), 8000);
      setConfirm(null);
    } catch (e) {
      setError(saleErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListPage<Row>
      titleId="sale-stockout-title"
      title={t('route.SaleStockout')}
      head={<p className="hint">{t('saleDist.stockoutHint', { count: due.data?.total ?? 0 })}</p>}
      query={due}
      table="saleStockout"
      columns={columns}
      rows={due.data?.rows}
      getRowId={(r) => r.id}
      onRowActivated={openDist}
      rowActions={[
        { label: t('saleDist.pick'), primary: true, run: openDist },
        {
          label: t('saleDist.stockOut'),
          run: (r) => {
            setError(null);
            setConfirm(r);
          },
        },
      ]}
    >
      {confirm && (
        <ConfirmDialog
          open
          title={t('saleDist.stockOutTitle', { number: confirm.number })}
          message={error ?? (confirm.distStatus === 'picked' ? t('saleDist.stockOutPicked') : confirm.distStatus === 'pending' ? t('saleDist.stockOutUnpicked') : t('saleDist.stockOutPartly'))}
          confirmLabel={t('saleDist.stockOut')}
          busy={busy}
          onClose={() => setConfirm(null)}
          onConfirm={() => void stockOut(confirm)}
        />
      )}
    </ListPage>
  );
}
