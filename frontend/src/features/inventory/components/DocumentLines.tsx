import type { Product } from '@tradedesk/contracts/catalog/products';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/Field';
import { addScanned, type LineDraft } from '../stock-lines';
import { CountEntryBar } from './CountEntryBar';
import { UnitOptions } from './UnitOptions';
import '../stock-check.css';

/**
 * The lines of a stock document as a grid, like the sale screen: scan a barcode (a packing's
 * barcode selects its unit) or type a code, then the quantity, Enter; the line joins the grid (the
 * same product and unit again adds to its line). Unit and quantity stay editable in the grid.
 */
export function DocumentLines() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<{ lines: LineDraft[] }>();
  const lines = useFieldArray({ control, name: 'lines', keyName: 'fieldKey' });

  const add = async (product: Product, unit: PackUnit, quantity: string) => {
    setValue('lines', addScanned(getValues('lines'), product, unit, quantity), { shouldDirty: true });
    return true;
  };

  return (
    <fieldset className="document-lines">
      <legend>{t('stock.lines')}</legend>
      <CountEntryBar
        onCount={add}
        busy={false}
        positive
        words={{
          title: t('stock.scan.title'),
          quantity: t('stock.quantity'),
          badQuantity: t('stock.scan.badQuantity'),
          done: (product, quantity, unit) => t('stock.scan.added', { product, quantity, unit }),
        }}
      />
      <table className="line-grid" aria-label={t('stock.lines')}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('product.code')}</th>
            <th scope="col">{t('product.name')}</th>
            <th scope="col">{t('product.unit')}</th>
            <th scope="col" className="num">
              {t('stock.quantity')}
            </th>
            <th scope="col" aria-label={t('transfer.actions')} />
          </tr>
        </thead>
        <tbody>
          {lines.fields.length === 0 && (
            <tr>
              <td colSpan={6} className="muted">
                {t('stock.scan.noLines')}
              </td>
            </tr>
          )}
          {lines.fields.map((line, i) => (
            <Line key={line.fieldKey} index={i} onRemove={() => lines.remove(i)} />
          ))}
        </tbody>
      </table>
      <FieldError name="lines" />
    </fieldset>
  );
}

function Line({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const n = index + 1;
  const { control } = useFormContext<{ lines: LineDraft[] }>();
  const product = useController({ control, name: `lines.${index}.product` }).field.value as Product | null;
  const unit = useController({ control, name: `lines.${index}.unit` });
  const quantity = useController({ control, name: `lines.${index}.quantity` });
  return (
    <tr aria-label={t('stock.lineN', { n })}>
      <td>{n}</td>
      <td>{product?.code}</td>
      <td>
        {product?.name}
        <FieldError name={`lines.${index}.productId`} />
      </td>
      <td>
        <select aria-label={t('stock.lineUnit', { n })} value={unit.field.value} onChange={(e) => unit.field.onChange(e.target.value)}>
          <UnitOptions product={product} />
        </select>
        <FieldError name={`lines.${index}.unit`} />
      </td>
      <td className="num">
        <input
          aria-label={t('stock.lineQuantity', { n })}
          inputMode="decimal"
          autoComplete="off"
          value={String(quantity.field.value ?? '')}
          onChange={(e) => quantity.field.onChange(e.target.value)}
          onBlur={quantity.field.onBlur}
        />
        <FieldError name={`lines.${index}.quantity`} />
      </td>
      <td>
        <button type="button" className="btn btn-small" onClick={onRemove} aria-label={t('stock.removeLine', { n })}>
          ×
        </button>
      </td>
    </tr>
  );
}
