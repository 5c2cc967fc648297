import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CellField, FieldError } from '../../../components/form/Field';
import type { LineDraft } from '../replenishment-form';

/**
 * The lines of a replenishment order: what the proposal was based on (minimum, maximum, on hand,
 * on order), then the supplier, quantity and price the user may change; a line can be removed.
 */
export function ReplenishmentLines({ suppliers }: { suppliers: { id: string; code: string; name: string; currency: string }[] }) {
  const { t } = useTranslation();
  const { control, register, watch } = useFormContext<{ lines: LineDraft[] }>();
  const lines = useFieldArray({ control, name: 'lines', keyName: 'fieldKey' });
  const values = watch('lines');
  const currency = (id: string) => suppliers.find((s) => s.id === id)?.currency ?? '';
  return (
    <fieldset className="replenishment-lines">
      <legend>{t('replenishment.lines')}</legend>
      <table className="line-grid" aria-label={t('replenishment.lines')}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('replenishment.code')}</th>
            <th scope="col">{t('replenishment.name')}</th>
            <th scope="col">{t('replenishment.warehouse')}</th>
            <th scope="col" className="num">{t('replenishment.minimum')}</th>
            <th scope="col" className="num">{t('replenishment.maximum')}</th>
            <th scope="col" className="num">{t('replenishment.onHand')}</th>
            <th scope="col" className="num">{t('replenishment.onOrder')}</th>
            <th scope="col">{t('replenishment.supplier')}</th>
            <th scope="col">{t('replenishment.unit')}</th>
            <th scope="col" className="num">{t('replenishment.quantity')}</th>
            <th scope="col" className="num">{t('replenishment.unitPrice')}</th>
            <th scope="col" aria-label={t('replenishment.actions')} />
          </tr>
        </thead>
        <tbody>
          {lines.fields.length === 0 && (
            <tr>
              <td colSpan={13} className="muted">
                {t('replenishment.noLines')}
              </td>
            </tr>
          )}
          {lines.fields.map((field, i) => {
            const n = i + 1;
            const l = values?.[i] ?? (field as unknown as LineDraft);
            return (
              <tr key={field.fieldKey} aria-label={t('replenishment.lineN', { n, code: l.code })}>
                <td>{n}</td>
                <td>{l.code}</td>
                <td>
                  {l.name}
                  <FieldError name={`lines.${i}.productId`} />
                </td>
                <td>{l.warehouseCode}</td>
                <td className="num">{l.figures?.minimum ?? ''}</td>
                <td className="num">{l.figures?.maximum ?? ''}</td>
                <td className="num">{l.figures?.onHand ?? ''}</td>
                <td className="num">{l.figures?.onOrder ?? ''}</td>
                <td>
                  <select aria-label={t('replenishment.lineSupplier', { n })} {...register(`lines.${i}.supplierId`)}>
                    <option value="">{t('replenishment.noSupplier')}</option>
                    {suppliers.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.code} · {s.name}
                      </option>
                    ))}
                  </select>
                  <FieldError name={`lines.${i}.supplierId`} />
                </td>
                <td>{t(`replenishment.units.${l.unit}`)}</td>
                <td className="num">
                  <CellField name={`lines.${i}.quantity`} label={t('replenishment.lineQuantity', { n })} inputMode="decimal" autoComplete="off" size={8} />
                </td>
                <td className="num">
                  <CellField name={`lines.${i}.unitPrice`} label={t('replenishment.linePrice', { n })} inputMode="decimal" autoComplete="off" size={8} /> {currency(l.supplierId)}
                </td>
                <td>
                  <button type="button" className="btn btn-small" onClick={() => lines.remove(i)} aria-label={t('replenishment.removeLine', { n })}>
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FieldError name="lines" />
    </fieldset>
  );
}
