import type { Product } from '@tradedesk/contracts/catalog/products';
import { openCountBody } from '@tradedesk/contracts/inventory/count';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field, FieldError } from '../../../components/form/Field';
import { blankAsUndefined } from '../../../components/form/form-input';
import { useZodForm } from '../../../components/form/useZodForm';
import { openCount, useRefreshCounts } from '../api/counts';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ZoneSelect } from '../../../components/pickers/ZoneSelect';
import '../stock-check.css';

/**
 * The order as chosen: the whole warehouse or one zone, and every product with stock there
 * ('stock') or the products picked ('chosen', at least one).
 */
const openCountForm = openCountBody
  .omit({ commandId: true })
  .extend({ zoneId: blankAsUndefined(openCountBody.shape.zoneId), scope: z.enum(['stock', 'chosen']) })
  // Checked even when another field is wrong, so both refusals show at once.
  .refine((b) => b.scope === 'stock' || (Array.isArray(b.productIds) && b.productIds.length > 0), { path: ['productIds'], message: 'choose the products to count', when: () => true })
  .transform(({ scope, ...body }) => ({ ...body, productIds: scope === 'chosen' ? body.productIds : [] }));

/**
 * Open a count order (route StockCheckNew, /product/stock-check/new) for a warehouse and
 * optionally a zone: over every product with stock there, or over chosen products. The book
 * quantities are taken now; the order opens on its detail screen for counting.
 */
export default function StockCheckNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshCounts();
  const form = useZodForm(
    openCountForm,
    { warehouseId: '', zoneId: '', note: '', scope: 'stock', productIds: [] },
    { messages: { warehouseId: t('stock.chooseWarehouse'), productIds: t('count.new.chooseProducts') } },
  );
  const warehouse = useController({ control: form.control, name: 'warehouseId' });
  const zone = useController({ control: form.control, name: 'zoneId' });
  const products = useController({ control: form.control, name: 'productIds' });
  const scope = useWatch({ control: form.control, name: 'scope' });
  const chosen = (products.field.value ?? []) as string[];
  // What the picker gave, to name the chosen products.
  const [picked, setPicked] = useState<Record<string, Product>>({});

  return (
    <section className="page" aria-labelledby="stock-check-new-title">
      <h1 id="stock-check-new-title" className="page-title">
        {t('route.StockCheckNew')}
      </h1>
      <EntityForm
        form={form}
        savedMessage={null}
        onSave={(body) => openCount({ commandId: crypto.randomUUID(), ...body })}
        onSaved={(answer) => {
          refresh();
          void navigate(`/product/stock-check/${encodeURIComponent((answer as { id: string }).id)}/detail`);
        }}
        actions={<SubmitButton>{t('count.new.open')}</SubmitButton>}
      >
        <WarehouseSelect label={t('stock.warehouse')} value={warehouse.field.value} onChange={(v) => (warehouse.field.onChange(v), zone.field.onChange(''))} />
        <FieldError name="warehouseId" />
        <ZoneSelect label={t('zoneStock.zone')} warehouseId={warehouse.field.value} value={zone.field.value ?? ''} onChange={zone.field.onChange} emptyLabel={t('count.new.wholeWarehouse')} />
        <Field name="note" label={t('stock.note')} maxLength={500} />
        <Field
          name="scope"
          label={t('count.new.products')}
          kind="radios"
          options={[
            { value: 'stock', label: t('count.new.allWithStock') },
            { value: 'chosen', label: t('count.new.chosenProducts') },
          ]}
        />
        {scope === 'chosen' && (
          <fieldset className="card">
            <legend>{t('count.new.chosenProducts')}</legend>
            <ProductPicker
              label={t('count.new.addProduct')}
              value={null}
              onPick={(p) => {
                if (!p || chosen.includes(p.id)) return;
                setPicked((known) => ({ ...known, [p.id]: p }));
                products.field.onChange([...chosen, p.id]);
              }}
            />
            {chosen.length > 0 && (
              <ul className="chosen-products" aria-label={t('count.new.chosenProducts')}>
                {chosen.map((id) => (
                  <li key={id}>
                    {picked[id]?.code} · {picked[id]?.name}{' '}
                    <button
                      type="button"
                      className="btn btn-small"
                      aria-label={t('count.new.removeProduct', { product: picked[id]?.code ?? id })}
                      onClick={() => products.field.onChange(chosen.filter((c) => c !== id))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <FieldError name="productIds" />
          </fieldset>
        )}
      </EntityForm>
    </section>
  );
}
