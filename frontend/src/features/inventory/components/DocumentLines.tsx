import type { Product } from '@tradedesk/contracts/catalog/products';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FieldError } from '../../../components/form/Field';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { type LineDraft, usableUnits } from '../stock-lines';
import { newLine } from '../use-document-form';

/**
 * The lines of a stock document, a field array of the document's kit form: product (by code or
 * barcode), unit among its enabled packings, quantity.
 */
export function DocumentLines() {
  const { t } = useTranslation();
  const { control } = useFormContext<{ lines: LineDraft[] }>();
  const lines = useFieldArray({ control, name: 'lines' });
  return (
    <fieldset>
      <legend>{t('stock.lines')}</legend>
      {lines.fields.map((line, i) => (
        <Line key={line.id} index={i} onRemove={lines.fields.length > 1 ? () => lines.remove(i) : undefined} />
      ))}
      <FieldError name="lines" />
      <button type="button" className="btn btn-small" onClick={() => lines.append(newLine())}>
        {t('stock.addLine')}
      </button>
    </fieldset>
  );
}

function Line({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation();
  const n = index + 1;
  const { control, getValues, setValue } = useFormContext<{ lines: LineDraft[] }>();
  const product = useController({ control, name: `lines.${index}.product` });
  const unit = useWatch({ control, name: `lines.${index}.unit` });
  const chosen = product.field.value as Product | null;
  const pick = (picked: Product | null, wanted?: LineDraft['unit']) => {
    const allowed = usableUnits(picked);
    product.field.onChange(picked);
    setValue(`lines.${index}.unit`, wanted && allowed.includes(wanted) ? wanted : allowed.includes(getValues(`lines.${index}.unit`)) ? unit : 'unit');
  };
  const units = usableUnits(chosen).map((u) => ({
    value: u,
    label: `${t(`product.units.${u}`)}${u !== 'unit' && chosen ? ` (${chosen.packings[u]?.size ?? ''})` : ''}`,
  }));
  return (
    <div className="field-row stock-line" role="group" aria-label={t('stock.lineN', { n })}>
      <ProductPicker label={t('stock.lineProduct', { n })} value={chosen} onPick={pick} />
      <FieldError name={`lines.${index}.productId`} />
      <Field name={`lines.${index}.unit`} label={t('stock.lineUnit', { n })} kind="select" options={units} />
      <Field name={`lines.${index}.quantity`} label={t('stock.lineQuantity', { n })} inputMode="decimal" />
      {onRemove && (
        <button type="button" className="btn btn-small" onClick={onRemove} aria-label={t('stock.removeLine', { n })}>
          ×
        </button>
      )}
    </div>
  );
}
