import { PRICE_TYPES, type PriceType } from '@tradedesk/contracts/catalog/products';
import { PACKINGS, UNITS, type UnitKey } from '@tradedesk/contracts/catalog/units';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CellField, Field } from '../../../components/form/Field';
import '../basics/basics.css';
import { derivedPrice, type ProductFormState } from '../product-form';
import { ProductBasicsFields } from './ProductBasicsFields';

/**
 * The fields of a product (code, name, barcode, packings, prices per unit and type, cost), inside
 * the product's kit form (ProductNew, ProductUpdate). A blank packing price shows the one derived
 * from the base price and the packing's size.
 */
export function ProductFields() {
  const { t } = useTranslation();
  const form = useWatch() as ProductFormState;
  const unitName = (u: UnitKey) => t(`product.units.${u}`);
  const typeName = (p: PriceType) => t(`product.priceTypes.${p}`);

  return (
    <>
      <div className="field-grid">
        <Field name="code" label={t('product.code')} autoFocus />
        <Field name="name" label={t('product.name')} />
        <Field name="barcode" label={t('product.unitBarcode')} />
        <Field name="unitLabel" label={t('product.unitLabel')} />
        <Field name="cost" label={t('product.cost')} inputMode="decimal" />
      </div>
      <ProductBasicsFields />

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
                  <CellField name={`packings.${k}.size`} label={t('product.packingSize', { unit: unitName(k) })} inputMode="decimal" />
                </td>
                <td>
                  <CellField name={`packings.${k}.barcode`} label={t('product.packingBarcode', { unit: unitName(k) })} />
                </td>
                <td>
                  <CellField name={`packings.${k}.enabled`} label={t('product.packingEnabled', { unit: unitName(k) })} type="checkbox" />
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
                    <CellField name={`prices.${u}.${p}`} label={t('product.priceFor', { unit: unitName(u), type: typeName(p) })} inputMode="decimal" placeholder={derivedPrice(form, u, p)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="hint">{t('product.priceHint')}</p>
      </fieldset>
    </>
  );
}
