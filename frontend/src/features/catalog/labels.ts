/**
 * Barcode and QR label printing (BarcodePrint, QrCodePrint): which symbology a barcode is printed
 * in, the label sizes a shop prints on, and how labels fall onto printed pages. Pure helpers.
 */

export type Symbology = 'ean13' | 'ean8' | 'upca' | 'code128';

/** GS1 check digit of the digits before it (EAN-8, UPC-A, EAN-13). */
function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

const validGs1 = (code: string) => gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));

/**
 * The symbology a barcode is printed in, by its shape: 13 digits with a right check digit are
 * EAN-13, 8 such digits EAN-8, 12 UPC-A (what a scanner in the shop expects to see); anything
 * else (letters, other lengths, a wrong check digit) is Code 128, which prints any ASCII text.
 */
export function symbologyFor(barcode: string): Symbology {
  const code = barcode.trim();
  if (/^\d{13}$/.test(code) && validGs1(code)) return 'ean13';
  if (/^\d{8}$/.test(code) && validGs1(code)) return 'ean8';
  if (/^\d{12}$/.test(code) && validGs1(code)) return 'upca';
  return 'code128';
}

export interface LabelPreset {
  id: string;
  /** One label (mm). */
  widthMm: number;
  heightMm: number;
  /** Labels across and down one printed page: 1 x 1 for a roll of labels. */
  columns: number;
  rows: number;
  /** The printed page (mm): the label itself on a roll, A4 for a sheet. */
  pageWidthMm: number;
  pageHeightMm: number;
  /** Sheet margins (mm), top and left. */
  marginTopMm: number;
  marginLeftMm: number;
}

const roll = (w: number, h: number): LabelPreset => ({ id: `${w}x${h}`, widthMm: w, heightMm: h, columns: 1, rows: 1, pageWidthMm: w, pageHeightMm: h, marginTopMm: 0, marginLeftMm: 0 });

/** Roll labels of label printers, and the common A4 label sheets (3 x 8 of 70 x 37 mm; 4 x 10 of 52.5 x 29.7 mm). */
export const LABEL_PRESETS: readonly LabelPreset[] = [
  roll(40, 30),
  roll(50, 30),
  roll(60, 40),
  { id: 'a4-3x8', widthMm: 70, heightMm: 37, columns: 3, rows: 8, pageWidthMm: 210, pageHeightMm: 297, marginTopMm: 0.5, marginLeftMm: 0 },
  { id: 'a4-4x10', widthMm: 52.5, heightMm: 29.7, columns: 4, rows: 10, pageWidthMm: 210, pageHeightMm: 297, marginTopMm: 0, marginLeftMm: 0 },
];

export const presetById = (id: string) => LABEL_PRESETS.find((p) => p.id === id) ?? LABEL_PRESETS[0]!;

/** Each item repeated `copies` times (whole copies, 0..999), then cut into printed pages. */
export function layoutLabels<T>(items: readonly { item: T; copies: number }[], preset: LabelPreset): T[][] {
  const perPage = preset.columns * preset.rows;
  const all: T[] = [];
  for (const { item, copies } of items) {
    const n = Math.max(0, Math.min(999, Math.trunc(Number.isFinite(copies) ? copies : 0)));
    for (let i = 0; i < n; i++) all.push(item);
  }
  const pages: T[][] = [];
  for (let i = 0; i < all.length; i += perPage) pages.push(all.slice(i, i + perPage));
  return pages;
}

/**
 * The print CSS of a preset: a NAMED page, so the size applies only to the label sheets and
 * never to another screen printed later from this tab.
 */
export function labelPageCss(preset: LabelPreset): string {
  const name = `labels-${preset.id.replace(/[^a-z0-9-]/gi, '-')}`;
  return [
    `@page ${name} { size: ${preset.pageWidthMm}mm ${preset.pageHeightMm}mm; margin: 0; }`,
    `.label-sheet[data-preset="${preset.id}"] { page: ${name}; width: ${preset.pageWidthMm}mm; height: ${preset.pageHeightMm}mm;`,
    ` padding: ${preset.marginTopMm}mm 0 0 ${preset.marginLeftMm}mm; grid-template-columns: repeat(${preset.columns}, ${preset.widthMm}mm);`,
    ` grid-auto-rows: ${preset.heightMm}mm; }`,
  ].join('');
}
