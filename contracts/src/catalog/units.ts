import { Decimal } from 'decimal.js';

/**
 * Units and packings (docs/inventory.md "Units and packings"). A product has a base unit and up
 * to three packings (box, big bag, bag), each a size in base units. Pure helpers shared by the
 * server and the browser; quantities are decimal strings, never floats.
 */

export const PACKINGS = ['box', 'bigBag', 'bag'] as const;
export type PackingKey = (typeof PACKINGS)[number];
export const UNITS = ['unit', ...PACKINGS] as const;
export type UnitKey = (typeof UNITS)[number];

/** Packing sizes in base units (decimal strings); missing, null, '' or '0' = not usable. */
export type PackingSizes = Partial<Record<PackingKey, string | null | undefined>>;

function sizeOf(unit: UnitKey, packings: PackingSizes): Decimal | null {
  if (unit === 'unit') return new Decimal(1);
  const raw = packings[unit];
  if (raw === undefined || raw === null || String(raw).trim() === '') return null;
  let d: Decimal;
  try {
    d = new Decimal(String(raw).trim());
  } catch {
    return null;
  }
  return d.isFinite() && d.gt(0) ? d : null;
}

function toDecimal(v: string | number): Decimal | null {
  try {
    const d = new Decimal(typeof v === 'number' ? String(v) : v.trim());
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** Plain decimal string (no exponent, no trailing zeros). */
export function decimalString(d: Decimal): string {
  return d.toFixed();
}

/**
 * A quantity in `unit` as base units: qty x packing size. '' when the packing size for the unit is
 * missing or zero (no size, no conversion) or the quantity is not a number.
 */
export function toBase(qty: string | number, unit: UnitKey, packings: PackingSizes): string {
  const size = sizeOf(unit, packings);
  const q = toDecimal(qty);
  if (!size || !q) return '';
  return decimalString(q.times(size));
}

/** Base units as a quantity in `unit` (exact decimal division, up to 20 significant places); '' as toBase. */
export function fromBase(baseQty: string | number, unit: UnitKey, packings: PackingSizes): string {
  const size = sizeOf(unit, packings);
  const q = toDecimal(baseQty);
  if (!size || !q) return '';
  return decimalString(q.dividedBy(size).toDecimalPlaces(10, Decimal.ROUND_HALF_UP));
}

/** Pack conversion: base units -> packs of `unit`, rounded half-up to 1 decimal; '' as toBase. */
export function packConversion(baseQty: string | number, unit: UnitKey, packings: PackingSizes): string {
  const size = sizeOf(unit, packings);
  const q = toDecimal(baseQty);
  if (!size || !q) return '';
  return q.dividedBy(size).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
}

/** A stock figure shown with StockNumberDecimal places (half-up). '' for a non-number. */
export function formatStock(qty: string | number, stockNumberDecimal: number): string {
  const q = toDecimal(qty);
  if (!q) return '';
  const places = Math.max(0, Math.min(20, Math.trunc(stockNumberDecimal || 0)));
  return q.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

/** Unit labels from the company settings (BoxUnit, BigBagUnit, BagUnit; '' = not used). */
export interface UnitLabels {
  BoxUnit?: string | null;
  BigBagUnit?: string | null;
  BagUnit?: string | null;
  UnitUnit?: string | null;
}

/** Column-visibility flags of a grid: boxPrice, boxNumber, bigBagPrice, ... */
export type ColumnFlags = Partial<Record<'boxPrice' | 'boxNumber' | 'bigBagPrice' | 'bigBagNumber' | 'bagPrice' | 'bagNumber', boolean>>;

const LABEL_KEY: Record<PackingKey, keyof UnitLabels> = { box: 'BoxUnit', bigBag: 'BigBagUnit', bag: 'BagUnit' };

/**
 * The alternative unit shown beside the base unit: box, then big bag, then bag; the first with a
 * configured label AND an enabled column wins. `column` picks which flag counts as the column (the
 * quantity column by default). null when none qualifies.
 */
export function alternativeUnit(settings: UnitLabels, columnFlags: ColumnFlags, column: 'Number' | 'Price' = 'Number'): { unit: PackingKey; label: string } | null {
  for (const unit of PACKINGS) {
    const label = (settings[LABEL_KEY[unit]] ?? '').trim();
    const enabled = columnFlags[`${unit}${column}` as keyof ColumnFlags] === true;
    if (label && enabled) return { unit, label };
  }
  return null;
}

/** The label of a unit from the settings ('' when the packing is not used). */
export function unitLabel(settings: UnitLabels, unit: UnitKey): string {
  if (unit === 'unit') return (settings.UnitUnit ?? '').trim();
  return (settings[LABEL_KEY[unit]] ?? '').trim();
}

/**
 * The price of one packing: the typed price wins; a blank one is the base price x the packing
 * size (DOMAIN.md). '' when neither can be had (no base price, or no usable size).
 */
export function packingPrice(typed: string | null | undefined, basePrice: string | null | undefined, unit: UnitKey, packings: PackingSizes): string {
  if (typed !== null && typed !== undefined && typed.trim() !== '') return typed.trim();
  if (basePrice === null || basePrice === undefined || basePrice.trim() === '') return '';
  return toBase(basePrice, unit, packings);
}

/**
 * A base quantity told in packings, largest packing first, the rest in base units:
 * 100 with box 24 and bag 6 -> [box 4, bag 0 skipped, unit 4] = 4 boxes + 4 units. Packings
 * without a usable size are skipped; a part that is zero is left out (0 gives [unit 0]). A
 * negative quantity is told the same way with every part negative. Decimals stay exact: what does
 * not fill a whole packing stays in base units (10.5 with box 4 -> 2 boxes + 2.5 units).
 */
export function packingBreakdown(baseQty: string | number, packings: PackingSizes): { unit: UnitKey; quantity: string }[] {
  const q = toDecimal(baseQty);
  if (!q) return [];
  const sign = q.isNegative() ? -1 : 1;
  let rest = q.abs();
  const sized = PACKINGS.map((unit) => ({ unit, size: sizeOf(unit, packings) }))
    .filter((p): p is { unit: PackingKey; size: Decimal } => p.size !== null)
    .sort((a, b) => b.size.comparedTo(a.size));
  const parts: { unit: UnitKey; quantity: string }[] = [];
  for (const { unit, size } of sized) {
    const whole = rest.dividedToIntegerBy(size);
    if (whole.gt(0)) {
      parts.push({ unit, quantity: decimalString(whole.times(sign)) });
      rest = rest.minus(whole.times(size));
    }
  }
  if (rest.gt(0) || parts.length === 0) parts.push({ unit: 'unit', quantity: decimalString(rest.times(sign)) });
  return parts;
}
