import { PRICE_TYPES, type PricesInput, pricesInput, type PriceType, type Product } from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { CellField } from '../../../components/form/Field';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { errorMessage, isConflict } from '../../../lib/api';
import { useProduct } from '../api/products';
import { useChangePrices } from '../api/price-tools';
import { PriceLog } from '../components/PriceLog';
import { ProductChooser } from '../components/ProductChooser';
import { StaleVersion } from '../components/StaleVersion';

const UNITS: UnitKey[] = ['unit', 'box', 'bigBag', 'bag'];
const cell = (unit: UnitKey, type: PriceType) => `prices.${unit}.${type}` as const;

/**
 * Price change (route PriceChange, /product/price-change): one product's prices per unit and price
 * type (PUT /be/api/products/prices with the version seen: 409 when someone changed it meanwhile),
 * and the price-change log with Excel export.
 */
export default function PriceChange() {
  const { t } = useTranslation();
  const [productId, setProductId] = useState<string | null>(null);
  const product = useProduct(productId ?? undefined);
  return (
    <section className="page" aria-labelledby="price-change-title">
      <h1 id="price-change-title" className="page-title">
        {t('route.PriceChange')}
      </h1>
      <ProductChooser buttonText={t('priceTools.choose')} actionLabel={(p) => t('priceTools.chooseProduct', { product: `${p.code} · ${p.name}` })} onChoose={(p) => setProductId(p.id)} />
      {product.data && <PriceEditor key={`${product.data.id}:${product.data.version}`} product={product.data} onReload={() => void product.refetch()} />}
      <PriceLog productId={productId} />
    </section>
  );
}

/** The price table as typed: unit -> price type -> text ('' = no price of its own). */
const priceForm = z.object({ prices: pricesInput });
const trim = (v: string) => v.trim();

function PriceEditor({ product, onReload }: { product: Product; onReload: () => void }) {
  const { t } = useTranslation();
  const units = useMemo(() => UNITS.filter((u) => u === 'unit' || product.packings[u]), [product]);
  const original = useMemo(
    () => Object.fromEntries(units.map((u) => [u, Object.fromEntries(PRICE_TYPES.map((p) => [p, product.prices[u][p] ?? '']))])) as Record<UnitKey, Record<PriceType, string>>,
    [product, units],
  );
  const messages = Object.fromEntries(units.flatMap((u) => PRICE_TYPES.map((p) => [cell(u, p), t('priceTools.invalidPrice', { cell: `${u}.${p}` })])));
  const form = useZodForm(priceForm, { prices: original }, { messages });
  const [conflict, setConflict] = useState(false);
  const save = useChangePrices();

  const onSave = async ({ prices }: z.output<typeof priceForm>) => {
    setConflict(false);
    const changed: PricesInput = {};
    for (const u of units)
      for (const p of PRICE_TYPES) {
        const v = prices[u]?.[p] ?? null;
        if (v !== (original[u][p] || null)) (changed[u] ??= {})[p] = v;
      }
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('product.nothingChanged'));
    try {
      return await save.mutateAsync({ commandId: crypto.randomUUID(), items: [{ productId: product.id, version: product.version, prices: changed }] });
    } catch (e) {
      if (!isConflict(e)) throw e;
      setConflict(true);
      throw new FormRefusal(errorMessage(e));
    }
  };

  return (
    <EntityForm
      form={form}
      className="card"
      label={t('priceTools.pricesOf', { product: `${product.code} · ${product.name}` })}
      onSave={onSave}
      onSaved={onReload}
      actions={<SubmitButton>{t('form.save')}</SubmitButton>}
    >
      <h2>
        {product.code} · {product.name} <span className="muted">v{product.version}</span>
      </h2>
      <p className="muted">{t('product.priceHint')}</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('product.unit')}</th>
            {PRICE_TYPES.map((p) => (
              <th key={p} scope="col">
                {t(`product.priceTypes.${p}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {units.map((u) => (
            <tr key={u}>
              <th scope="row">
                {t(`product.units.${u}`)}
                {u !== 'unit' ? ` (${product.packings[u]!.size})` : ''}
              </th>
              {PRICE_TYPES.map((p) => (
                <td key={p}>
                  <CellField
                    name={cell(u, p)}
                    label={t('product.priceFor', { unit: t(`product.units.${u}`), type: t(`product.priceTypes.${p}`) })}
                    inputMode="decimal"
                    placeholder={product.effectivePrices[u][p] ?? ''}
                    setValueAs={trim}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {conflict && <StaleVersion onReload={onReload} />}
    </EntityForm>
  );
}
