/**
 * The product form (ProductNew, ProductUpdate), pure: the editable state, built from a product,
 * turned into the create body or the update body (only what changed, with the edited version),
 * checked with the contracts' zod schemas; zod issues keyed by their dotted path.
 */
import {
  createProductBody,
  type CreateProductBody,
  PRICE_TYPES,
  type PriceType,
  type Product,
  updateProductBody,
  type UpdateProductBody,
} from '@tradedesk/contracts/catalog/products';
import { PACKINGS, type PackingKey, packingPrice, type PackingSizes, UNITS, type UnitKey } from '@tradedesk/contracts/catalog/units';
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

type Fields = Omit<CreateProductBody, 'commandId' | 'names' | 'images' | 'shelfLifeDays'>;

function fields(form: ProductFormState) {
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
  } as unknown as Fields;
}

export interface IssueMap {
  [path: string]: string;
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: IssueMap };

function issuesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): IssueMap {
  const out: IssueMap = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export function createBody(form: ProductFormState, commandId?: string): Checked<CreateProductBody> {
  const parsed = createProductBody.safeParse({ ...(commandId ? { commandId } : {}), ...fields(form) });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: issuesOf(parsed.error.issues) };
}

/** Only the fields that differ from `original`, with the version edited. */
export function updateBody(form: ProductFormState, original: ProductFormState, version: number): Checked<UpdateProductBody> {
  const now = fields(form) as unknown as Record<string, unknown>;
  const before = fields(original) as unknown as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(now)) if (JSON.stringify(now[key]) !== JSON.stringify(before[key])) changed[key] = now[key];
  const parsed = updateProductBody.safeParse({ version, ...changed });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: issuesOf(parsed.error.issues) };
}
