import { PRICE_TYPES, type PriceType } from '@tradedesk/contracts/catalog/products';
import { PACKINGS, type PackingKey, UNITS, type UnitKey } from '@tradedesk/contracts/catalog/units';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../basics/basics.css';
import { derivedPrice, type IssueMap, type ProductFormState } from '../product-form';
import { ProductBasicsFields } from './ProductBasicsFields';

/** The fields of a product (code, name, barcode, packings, prices per unit and type, cost). */
export function ProductForm({
  form,
  onChange,
  errors,
  formError,
  busy,
  onSubmit,
  actions,
}: {
  form: ProductFormState;
  onChange: (next: ProductFormState) => void;
  errors: IssueMap;
  formError: ReactNode;
  busy: boolean;
  onSubmit: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const base = useId();
  const unitName = (u: UnitKey) => t(`product.units.${u}`);
  const typeName = (p: PriceType) => t(`product.priceTypes.${p}`);

  const set = <K extends 'code' | 'name' | 'unitLabel' | 'barcode' | 'cost'>(key: K, value: string) => onChange({ ...form, [key]: value });
  const setPacking = (k: PackingKey, patch: Partial<ProductFormState['packings'][PackingKey]>) =>
    onChange({ ...form, packings: { ...form.packings, [k]: { ...form.packings[k], ...patch } } });
  const setPrice = (u: UnitKey, p: PriceType, value: string) => onChange({ ...form, prices: { ...form.prices, [u]: { ...form.prices[u], [p]: value } } });

  const err = (path: string) =>
    errors[path] ? (
      <span className="field-error" id={`${base}-${path}-err`} role="alert">
        {errors[path]}
      </span>
    ) : null;
  const text = (key: 'code' | 'name' | 'unitLabel' | 'barcode' | 'cost', label: string, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${base}-${key}`}>{label}</label>
      <input
        id={`${base}-${key}`}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${base}-${key}-err` : undefined}
        {...extra}
      />
      {err(key)}
    </div>
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="field-grid">
        {text('code', t('product.code'), { autoFocus: true })}
        {text('name', t('product.name'))}
        {text('barcode', t('product.unitBarcode'))}
        {text('unitLabel', t('product.unitLabel'))}
        {text('cost', t('product.cost'), { inputMode: 'decimal' })}
      </div>
      <ProductBasicsFields form={form} onChange={onChange} errors={errors} />

      <fieldset>
        <legend>{t('product.packings')}</legend>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('product.unit')}</th>
              <th scope="col">{t('product.size')}</th>
              <th scope="col">{t('product.barcode')}</th>
              <th scope="col">{t('product.enabled')}</th>
            </tr>
          </thead>
          <tbody>
            {PACKINGS.map((k) => (
              <tr key={k}>
                <th scope="row">{unitName(k)}</th>
                <td>
                  <input
                    aria-label={t('product.packingSize', { unit: unitName(k) })}
                    inputMode="decimal"
                    value={form.packings[k].size}
                    onChange={(e) => setPacking(k, { size: e.target.value })}
                    aria-invalid={errors[`packings.${k}.size`] ? true : undefined}
                  />
                  {err(`packings.${k}.size`)}
                </td>
                <td>
                  <input
                    aria-label={t('product.packingBarcode', { unit: unitName(k) })}
                    value={form.packings[k].barcode}
                    onChange={(e) => setPacking(k, { barcode: e.target.value })}
                    aria-invalid={errors[`packings.${k}.barcode`] ? true : undefined}
                  />
                  {err(`packings.${k}.barcode`)}
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('product.packingEnabled', { unit: unitName(k) })}
                    checked={form.packings[k].enabled}
                    onChange={(e) => setPacking(k, { enabled: e.target.checked })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>

      <fieldset>
        <legend>{t('product.prices')}</legend>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('product.unit')}</th>
              {PRICE_TYPES.map((p) => (
                <th scope="col" key={p}>
                  {typeName(p)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {UNITS.map((u) => (
              <tr key={u}>
                <th scope="row">{unitName(u)}</th>
                {PRICE_TYPES.map((p) => (
                  <td key={p}>
                    <input
                      aria-label={t('product.priceFor', { unit: unitName(u), type: typeName(p) })}
                      inputMode="decimal"
                      value={form.prices[u][p]}
                      placeholder={derivedPrice(form, u, p)}
                      onChange={(e) => setPrice(u, p, e.target.value)}
                      aria-invalid={errors[`prices.${u}.${p}`] ? true : undefined}
                    />
                    {err(`prices.${u}.${p}`)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="hint">{t('product.priceHint')}</p>
      </fieldset>

      {errors[''] && (
        <p className="form-error" role="alert">
          {errors['']}
        </p>
      )}
      {formError && (
        <div className="form-error" role="alert">
          {formError}
        </div>
      )}
      <div className="actions">
        {actions}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}
