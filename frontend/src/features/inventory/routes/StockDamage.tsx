import { DAMAGE_REASONS, damageBody } from '@tradedesk/contracts/inventory/stock';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FieldError } from '../../../components/form/Field';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useRecordDamage } from '../api/stock';
import { DamageList } from '../components/DamageList';
import { StockDocumentForm } from '../components/StockDocumentForm';
import { useDocumentForm } from '../use-document-form';

/** Write-off (route StockDamage, /product/stock-damage): POST /be/api/stock/damages, and the write-offs recorded so far below. */
export default function StockDamage() {
  const { t } = useTranslation();
  const save = useRecordDamage();
  const form = useDocumentForm(damageBody, { warehouseId: '', reason: 'broken' }, { warehouseId: t('stock.chooseWarehouse') });
  const warehouse = useController({ control: form.control, name: 'warehouseId' });
  const reason = useWatch({ control: form.control, name: 'reason' });

  return (
    <section className="page" aria-labelledby="stock-damage-title">
      <h1 id="stock-damage-title" className="page-title">
        {t('route.StockDamage')}
      </h1>
      <StockDocumentForm form={form} send={(b) => save.mutateAsync(b)} printRoute="StockDamagePrint" submitLabel={t('stock.recordDamage')}>
        <WarehouseSelect label={t('stock.warehouse')} value={String(warehouse.field.value)} onChange={warehouse.field.onChange} />
        <FieldError name="warehouseId" />
        <Field
          name="reason"
          label={t('stock.reason')}
          kind="select"
          options={DAMAGE_REASONS.map((r) => ({ value: r, label: t(`stock.reasons.${r}`) }))}
          hint={reason === 'defective' ? t('damageList.defectiveHint') : undefined}
        />
      </StockDocumentForm>
      <DamageList />
    </section>
  );
}
