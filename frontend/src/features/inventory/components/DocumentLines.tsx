import type { Product } from '@tradedesk/contracts/catalog/products';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type LineDraft, usableUnits } from '../stock-lines';
import { ProductPicker } from '../../../components/pickers/ProductPicker';

export const newLine = (): LineDraft => ({ key: crypto.randomUUID(), product: null, unit: 'unit', quantity: '' });

/** The lines of a stock document: product (by code or barcode), unit among its enabled packings, quantity. */
export function DocumentLines({ lines, onChange, errors }: { lines: LineDraft[]; onChange: (lines: LineDraft[]) => void; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<LineDraft>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <fieldset>
      <legend>{t('stock.lines')}</legend>
      {lines.map((line, i) => (
        <Line
          key={line.key}
          n={i + 1}
          line={line}
          errors={errors}
          index={i}
          onChange={(patch) => set(i, patch)}
          onRemove={lines.length > 1 ? () => onChange(lines.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      {errors.lines && (
        <p className="field-error" role="alert">
          {errors.lines}
        </p>
      )}
      <button type="button" className="btn btn-small" onClick={() => onChange([...lines, newLine()])}>
        {t('stock.addLine')}
      </button>
    </fieldset>
  );
}

function Line({
  n,
  index,
  line,
  errors,
  onChange,
  onRemove,
}: {
  n: number;
  index: number;
  line: LineDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<LineDraft>) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const ids = { unit: useId(), qty: useId() };
  const units = usableUnits(line.product);
  const err = (field: string) => errors[`lines.${index}.${field}`];
  const pick = (product: Product | null, unit?: LineDraft['unit']) => {
    const allowed = usableUnits(product);
    onChange({ product, unit: unit && allowed.includes(unit) ? unit : allowed.includes(line.unit) ? line.unit : 'unit' });
  };
  return (
    <div className="field-row stock-line" role="group" aria-label={t('stock.lineN', { n })}>
      <ProductPicker label={t('stock.lineProduct', { n })} value={line.product as Product | null} onPick={pick} />
      {err('productId') && (
        <span className="field-error" role="alert">
          {err('productId')}
        </span>
      )}
      <div className="field">
        <label htmlFor={ids.unit}>{t('stock.lineUnit', { n })}</label>
        <select id={ids.unit} value={line.unit} onChange={(e) => onChange({ unit: e.target.value as LineDraft['unit'] })}>
          {units.map((u) => (
            <option key={u} value={u}>
              {t(`product.units.${u}`)}
              {u !== 'unit' && line.product ? ` (${(line.product as Product).packings[u]?.size ?? ''})` : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.qty}>{t('stock.lineQuantity', { n })}</label>
        <input id={ids.qty} inputMode="decimal" value={line.quantity} onChange={(e) => onChange({ quantity: e.target.value })} aria-invalid={err('quantity') ? true : undefined} />
        {err('quantity') && (
          <span className="field-error" role="alert">
            {err('quantity')}
          </span>
        )}
      </div>
      {onRemove && (
        <button type="button" className="btn btn-small" onClick={onRemove} aria-label={t('stock.removeLine', { n })}>
          ×
        </button>
      )}
    </div>
  );
}
