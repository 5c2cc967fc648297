import type { Product } from '@tradedesk/contracts/catalog/products';
import { useTranslation } from 'react-i18next';
import { usableUnits } from '../stock-lines';

/** The units a product can be moved in, as a select's options: the base unit, then each usable packing with its size. */
export function UnitOptions({ product }: { product: Product | null }) {
  const { t } = useTranslation();
  return (
    <>
      {usableUnits(product).map((u) => (
        <option key={u} value={u}>
          {t(`product.units.${u}`)}
          {u !== 'unit' && product ? ` (${product.packings[u]?.size ?? ''})` : ''}
        </option>
      ))}
    </>
  );
}
