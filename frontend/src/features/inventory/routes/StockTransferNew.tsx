import { transferBody } from '@tradedesk/contracts/inventory/stock';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/Field';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useMakeTransfer } from '../api/stock';
import { StockDocumentForm } from '../components/StockDocumentForm';
import { useDocumentForm } from '../use-document-form';

/** New transfer (route StockTransferNew, /product/stock-transfer/new): POST /be/api/stock/transfers. */
export default function StockTransferNew() {
  const { t } = useTranslation();
  const save = useMakeTransfer();
  const form = useDocumentForm(transferBody, { fromWarehouseId: '', toWarehouseId: '' }, (path: string, message: string): string => {
    if (path === 'fromWarehouseId') return t('stock.chooseWarehouse');
    if (path === 'toWarehouseId') return form.getValues('toWarehouseId') ? t('stock.differentWarehouses') : t('stock.chooseWarehouse');
    return message;
  });
  const from = useController({ control: form.control, name: 'fromWarehouseId' });
  const to = useController({ control: form.control, name: 'toWarehouseId' });

  return (
    <section className="page" aria-labelledby="stock-transfer-new-title">
      <h1 id="stock-transfer-new-title" className="page-title">
        {t('route.StockTransferNew')}
      </h1>
      <StockDocumentForm form={form} send={(b) => save.mutateAsync(b)} printRoute="StockTransferPrint" submitLabel={t('stock.makeTransfer')}>
        <WarehouseSelect label={t('stock.fromWarehouse')} value={String(from.field.value)} onChange={from.field.onChange} />
        <FieldError name="fromWarehouseId" />
        <WarehouseSelect label={t('stock.toWarehouse')} value={String(to.field.value)} onChange={to.field.onChange} />
        <FieldError name="toWarehouseId" />
      </StockDocumentForm>
    </section>
  );
}
