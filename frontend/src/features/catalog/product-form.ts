/**
 * The product form (ProductNew, ProductUpdate), pure: the editable state, built from a product,
 * turned by a schema into the create body (the contract's createProductBody checks it, its
 * refusals named by dotted path: 'packings.box.size'), and the update an edit sends (only what
 * changed, with the edited version).
 */
import { z } from 'zod';
import { createProductBody, PRICE_TYPES, type PriceType, type Product, type UpdateProductBody } from '@tradedesk/contracts/catalog/products';
import { PACKINGS, type PackingKey, packingPrice, type PackingSizes, UNITS, type UnitKey } from '@tradedesk/contracts/catalog/units';
import { sameValue } from '../../components/form/form-state';
import { parseColors } from './basics/size-list';

export interface PackingForm {
  size: string;
  barcode: string;
  enabled: boolean;
}

export interface ProductFormState {
  code: string;
  name: string;
  unitLabel: string;
  barcode: string;
  cost: string;
  packings: Record<PackingKey, PackingForm>;
  /** '' = blank (derived for a packing). */
  prices: Record<UnitKey, Record<PriceType, string>>;
  /** '' = no category. */
  categoryId: string;
  /** '' = no size group (shown when the company setting EnableSize is on). */
  sizeGroupId: string;
  sizes: string[];
  /** Comma separated (shown when EnableColor is on). */
  colors: string;
}

const emptyRow = (): Record<PriceType, string> => ({ retail: '', wholesale: '', member: '', purchase: '' });

export function emptyProductForm(): ProductFormState {
  return {
    code: '',
    name: '',
    unitLabel: '',
    barcode: '',
    cost: '0',
    packings: { box: { size: '', barcode: '', enabled: true }, bigBag: { size: '', barcode: '', enabled: true }, bag: { size: '', barcode: '', enabled: true } },
    prices: { unit: emptyRow(), box: emptyRow(), bigBag: emptyRow(), bag: emptyRow() },
    categoryId: '',
    sizeGroupId: '',
    sizes: [],
    colors: '',
  };
}

export function productToForm(p: Product): ProductFormState {
  const form = emptyProductForm();
  form.code = p.code;
  form.name = p.name;
  form.unitLabel = p.unitLabel;
  form.barcode = p.barcode;
  form.cost = p.cost;
  for (const k of PACKINGS) {
    const pk = p.packings[k];
    form.packings[k] = pk ? { size: pk.size, barcode: pk.barcode, enabled: pk.enabled } : { size: '', barcode: '', enabled: true };
  }
  for (const u of UNITS) for (const pt of PRICE_TYPES) form.prices[u][pt] = p.prices[u][pt] ?? '';
  form.categoryId = p.categoryId ?? '';
  form.sizeGroupId = p.sizeGroupId ?? '';
  form.sizes = [...p.sizes];
  form.colors = p.colors.join(', ');
  return form;
}

/** The packing sizes typed so far (for derived prices and unit conversions). */
export const formSizes = (form: ProductFormState): PackingSizes => ({ box: form.packings.box.size, bigBag: form.packings.bigBag.size, bag: form.packings.bag.size });

/** The derived price of a blank packing price ('' for the base unit or when it cannot be derived). */
export function derivedPrice(form: ProductFormState, unit: UnitKey, priceType: PriceType): string {
  if (unit === 'unit') return '';
  return packingPrice(null, form.prices.unit[priceType], unit, formSizes(form));
}

/** What the form edits of the create body (names, images and shelf life have screens of their own). */
const productBody = createProductBody.omit({ commandId: true, names: true, images: true, shelfLifeDays: true });
type Fields = z.input<typeof productBody>;

/** The form as the body's fields: trimmed, blanks null, sizes only with a size group. */
function productFields(form: ProductFormState): Fields {
  const packings = Object.fromEntries(
    PACKINGS.map((k) => {
      const pk = form.packings[k];
      return [k, pk.size.trim() === '' ? null : { size: pk.size.trim(), barcode: pk.barcode.trim(), enabled: pk.enabled }];
    }),
  );
  const prices = Object.fromEntries(UNITS.map((u) => [u, Object.fromEntries(PRICE_TYPES.map((pt) => [pt, form.prices[u][pt].trim() === '' ? null : form.prices[u][pt].trim()]))]));
  return {
    code: form.code.trim(),
    name: form.name.trim(),
    unitLabel: form.unitLabel.trim(),
    barcode: form.barcode.trim(),
    cost: form.cost.trim() === '' ? '0' : form.cost.trim(),
    packings,
    prices,
    categoryId: form.categoryId || null,
    sizeGroupId: form.sizeGroupId || null,
    // Sizes belong to the group chosen: without a group there are none.
    sizes: form.sizeGroupId ? form.sizes : [],
    colors: parseColors(form.colors),
  };
}

/** The product form as typed -> the fields of the create body, checked by the contract's schema. */
export const productForm = z
  .custom<ProductFormState>((v) => typeof v === 'object' && v !== null)
  .transform(productFields)
  .pipe(productBody);
export type ProductFields = z.output<typeof productForm>;

/** Only the fields that differ from `original` (as opened), with the version edited; null when nothing changed. */
export function productUpdate(form: ProductFormState, original: ProductFormState, version: number): UpdateProductBody | null {
  const now = productFields(form) as Record<string, unknown>;
  const before = productFields(original) as Record<string, unknown>;
  const changed = Object.fromEntries(Object.keys(now).filter((key) => !sameValue(now[key], before[key])).map((key) => [key, now[key]]));
  return Object.keys(changed).length === 0 ? null : ({ version, ...changed } as UpdateProductBody);
}
