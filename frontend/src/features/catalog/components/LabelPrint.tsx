import { PRICE_TYPES, type PriceType, type Product } from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import { toSVG } from 'bwip-js/browser';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { getProducts } from '../../../api/products';
import { useCategories } from '../api/price-tools';
import { LABEL_PRESETS, labelPageCss, layoutLabels, presetById, symbologyFor } from '../labels';
import { ProductChooser } from './ProductChooser';
import './labels.css';

export type LabelKind = 'barcode' | 'qr';

interface Item {
  key: string;
  product: Product;
  unit: UnitKey;
  copies: number;
}

const UNITS: UnitKey[] = ['unit', 'box', 'bigBag', 'bag'];
const usable = (p: Product): UnitKey[] => UNITS.filter((u) => u === 'unit' || p.packings[u]?.enabled);
const barcodeOf = (p: Product, unit: UnitKey) => (unit === 'unit' ? p.barcode : (p.packings[unit]?.barcode ?? ''));
/** The first unit that has a barcode: what a shelf label usually shows. */
const defaultUnit = (p: Product): UnitKey => usable(p).find((u) => barcodeOf(p, u)) ?? 'unit';

/** What the label encodes: the unit's barcode, else the product code (printed as Code 128 / in the QR code). */
export const labelText = (p: Product, unit: UnitKey) => barcodeOf(p, unit) || p.code;

/** EAN and UPC print their digits in the standard places under the bars; Code 128 centres its text. */
function barcodeOptions(text: string): Parameters<typeof toSVG>[0] {
  const bcid = symbologyFor(text);
  const base = { bcid, text, scale: 2, height: 9, includetext: true };
  return (bcid === 'code128' ? { ...base, textxalign: 'center' } : base) as Parameters<typeof toSVG>[0];
}

/** One barcode or QR code as an SVG picture (bwip-js); a code the symbology refuses shows why. */
const CodeImage = memo(function CodeImage({ kind, text, alt }: { kind: LabelKind; text: string; alt: string }) {
  const rendered = useMemo(() => {
    try {
      const svg =
        kind === 'qr'
          ? toSVG({ bcid: 'qrcode', text, scale: 2, eclevel: 'M' } as Parameters<typeof toSVG>[0])
          : toSVG(barcodeOptions(text));
      return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
    } catch (e) {
      return { error: errorMessage(e) };
    }
  }, [kind, text]);
  if ('error' in rendered) return <span className="field-error">{rendered.error}</span>;
  return <img src={rendered.src} alt={alt} />;
});

/**
 * Label printing: products picked by search or a whole category, the unit (its barcode) and the
 * copies per product, a label size, with or without the price; the sheets below are what prints
 * (a named @page of the label size, so other screens print as before).
 */
export function LabelPrint({ kind }: { kind: LabelKind }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>([]);
  const [presetId, setPresetId] = useState(LABEL_PRESETS[0]!.id);
  const [showPrice, setShowPrice] = useState(true);
  const [priceType, setPriceType] = useState<PriceType>('retail');
  const [categoryId, setCategoryId] = useState('');
  const [loadingCategory, setLoadingCategory] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { preset: useId(), priceType: useId(), category: useId(), showPrice: useId() };
  const categories = useCategories();
  const preset = presetById(presetId);
  const pages = useMemo(() => layoutLabels(items.map((i) => ({ item: i, copies: i.copies })), preset), [items, preset]);
  const total = pages.reduce((n, p) => n + p.length, 0);

  const add = (products: Product[]) =>
    setItems((list) => {
      const have = new Set(list.map((i) => i.product.id));
      return [...list, ...products.filter((p) => !have.has(p.id)).map((p) => ({ key: p.id, product: p, unit: kind === 'barcode' ? defaultUnit(p) : 'unit', copies: 1 }))];
    });
  const set = (key: string, patch: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const addCategory = async () => {
    if (!categoryId) return;
    setError(null);
    setLoadingCategory(true);
    try {
      add((await getProducts({ categoryId, status: 'active', limit: 1000 })).products);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoadingCategory(false);
    }
  };
  const price = (i: Item) => i.product.effectivePrices[i.unit]?.[priceType] ?? null;
  // The product's own base-unit name ("kg", "lata") reads better on a shelf than "base unit".
  const unitName = (i: Item) => (i.unit === 'unit' && i.product.unitLabel ? i.product.unitLabel : t(`product.units.${i.unit}`));

  return (
    <section className="page" aria-labelledby={`${kind}-print-title`}>
      <h1 id={`${kind}-print-title`} className="page-title label-page-title">
        {t(kind === 'qr' ? 'route.QrCodePrint' : 'route.BarcodePrint')}
      </h1>
      <style>{labelPageCss(preset)}</style>
      <div className="label-controls">
        <div className="field-row">
          <ProductChooser buttonText={t('labels.add')} actionLabel={(p) => t('labels.addProduct', { product: `${p.code} · ${p.name}` })} onChoose={(p) => add([p])} chosen={(p) => items.some((i) => i.product.id === p.id)} />
          <div className="field">
            <label htmlFor={ids.category}>{t('product.category')}</label>
            <select id={ids.category} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
              <option value="">{t('labels.chooseCategory')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.path} ({c.productCount})
                </option>
              ))}
            </select>
            <button type="button" className="btn btn-small field-button" disabled={!categoryId || loadingCategory} onClick={() => void addCategory()}>
              {t('labels.addCategory')}
            </button>
          </div>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="filters">
          <div className="field">
            <label htmlFor={ids.preset}>{t('labels.size')}</label>
            <select id={ids.preset} value={presetId} onChange={(e) => setPresetId(e.target.value)}>
              {LABEL_PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.columns * p.rows > 1 ? t('labels.sheet', { columns: p.columns, rows: p.rows, width: p.widthMm, height: p.heightMm }) : t('labels.roll', { width: p.widthMm, height: p.heightMm })}
                </option>
              ))}
            </select>
          </div>
          <label className="inline-check" htmlFor={ids.showPrice}>
            <input id={ids.showPrice} type="checkbox" checked={showPrice} onChange={(e) => setShowPrice(e.target.checked)} />
            {t('labels.withPrice')}
          </label>
          {showPrice && (
            <div className="field">
              <label htmlFor={ids.priceType}>{t('labels.priceType')}</label>
              <select id={ids.priceType} value={priceType} onChange={(e) => setPriceType(e.target.value as PriceType)}>
                {PRICE_TYPES.map((p) => (
                  <option key={p} value={p}>
                    {t(`product.priceTypes.${p}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {items.length === 0 ? (
          <p className="muted">{t('labels.nothingChosen')}</p>
        ) : (
          <table className="table label-items">
            <thead>
              <tr>
                <th scope="col">{t('product.code')}</th>
                <th scope="col">{t('product.name')}</th>
                <th scope="col">{t('product.unit')}</th>
                <th scope="col">{kind === 'qr' ? t('labels.qrContent') : t('product.barcode')}</th>
                <th scope="col">{t('labels.copies')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.key}>
                  <td>{i.product.code}</td>
                  <td>{i.product.name}</td>
                  <td>
                    <select aria-label={t('labels.unitOf', { product: i.product.code })} value={i.unit} onChange={(e) => set(i.key, { unit: e.target.value as UnitKey })}>
                      {usable(i.product).map((u) => (
                        <option key={u} value={u}>
                          {t(`product.units.${u}`)}
                          {barcodeOf(i.product, u) ? ` · ${barcodeOf(i.product, u)}` : ''}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {labelText(i.product, i.unit)}
                    {!barcodeOf(i.product, i.unit) && <span className="muted"> ({t('labels.noBarcode')})</span>}
                  </td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      max={999}
                      step={1}
                      aria-label={t('labels.copiesOf', { product: i.product.code })}
                      value={i.copies}
                      onChange={(e) => set(i.key, { copies: Math.max(0, Math.min(999, Math.trunc(Number(e.target.value) || 0))) })}
                    />
                  </td>
                  <td>
                    <button type="button" className="btn btn-small" aria-label={t('labels.remove', { product: i.product.code })} onClick={() => setItems((l) => l.filter((x) => x.key !== i.key))}>
                      ×
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="actions">
          <span role="status">{t('labels.count', { labels: total, pages: pages.length })}</span>
          <button type="button" className="btn btn-primary" disabled={total === 0} onClick={() => window.print()}>
            {t('labels.print')}
          </button>
        </div>
      </div>
      <div className="label-sheets" aria-label={t('labels.preview')}>
        {pages.map((page, n) => (
          <div key={n} className="label-sheet" data-preset={preset.id}>
            {page.map((i, k) => {
              const text = labelText(i.product, i.unit);
              const p = showPrice ? price(i) : null;
              return (
                <div key={k} className={kind === 'qr' ? 'label label-qr' : 'label'} style={{ width: `${preset.widthMm}mm`, height: `${preset.heightMm}mm` }}>
                  {kind === 'qr' ? (
                    <>
                      <CodeImage kind="qr" text={text} alt={t('labels.qrOf', { text })} />
                      <div className="label-text">
                        <span className="label-name">{i.product.name}</span>
                        <span className="label-code">{i.product.code}</span>
                        {p !== null && <span className="label-price">{t('labels.priceUnit', { price: p, unit: unitName(i) })}</span>}
                      </div>
                    </>
                  ) : (
                    <>
                      <span className="label-name">{i.product.name}</span>
                      <CodeImage kind="barcode" text={text} alt={t('labels.barcodeOf', { text })} />
                      {p !== null && <span className="label-price">{t('labels.priceUnit', { price: p, unit: unitName(i) })}</span>}
                    </>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
