import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { useWarehouse } from '../api/warehouse-admin';
import '../basics/basics.css';
import { useChosenWarehouse, WarehousePicker } from '../components/WarehousePicker';

/** Code 128 as SVG markup (bwip-js, loaded with this page only). */
async function code128Svg(text: string): Promise<string> {
  const { code128, drawingSVG } = await import('bwip-js/browser');
  return code128({ bcid: 'code128', text, scale: 2, height: 12, includetext: false }, drawingSVG());
}

function Barcode({ text }: { text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    code128Svg(text).then(
      (s) => live && setSvg(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (failed) return <p className="form-error">{text}</p>;
  // bwip-js builds the markup from the text's bars only: no user markup reaches the page.
  return svg ? <div role="img" aria-label={text} data-barcode={text} dangerouslySetInnerHTML={{ __html: svg }} /> : <div className="muted">…</div>;
}

/**
 * Zone barcode labels (route WarehouseZoneBarcode, /setting/basics/warehouseZone/barcode):
 * one Code 128 label per zone (its barcode, or its code when it has none), print-ready.
 */
export default function WarehouseZoneBarcode() {
  const { t } = useTranslation();
  const [warehouseId, choose] = useChosenWarehouse();
  const [withDisabled, setWithDisabled] = useState(false);
  const warehouse = useWarehouse(warehouseId || undefined);
  const zones = (warehouse.data?.zones ?? []).filter((z) => withDisabled || !z.disabled);
  const checkId = useId();

  return (
    <section className="page" aria-labelledby="zone-barcode-title">
      <h1 id="zone-barcode-title" className="page-title no-print">
        {t('route.WarehouseZoneBarcode')}
      </h1>
      <div className="filters no-print">
        <WarehousePicker value={warehouseId} onChange={choose} />
        <label className="inline-check" htmlFor={checkId}>
          <input id={checkId} type="checkbox" checked={withDisabled} onChange={(e) => setWithDisabled(e.target.checked)} />
          {t('zone.withDisabled')}
        </label>
        <button type="button" className="btn btn-primary field-button" disabled={zones.length === 0} onClick={() => window.print()}>
          {t('zone.print')}
        </button>
      </div>
      <LoadError error={warehouse.isError ? warehouse.error : null} />
      {warehouse.data && zones.length === 0 && <p className="muted">{t('zone.noZones')}</p>}
      {warehouse.data && zones.length > 0 && (
        <>
          <p className="hint no-print">{t('zone.labelCount', { n: zones.length })}</p>
          <ul className="zone-labels" aria-label={t('zone.labels')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {zones.map((z) => (
              <li key={z.id} className="zone-label">
                <Barcode text={z.barcode || z.code} />
                <p className="zone-label-code">{z.code}</p>
                <p className="zone-label-name">{z.name}</p>
                <p className="zone-label-warehouse">{warehouse.data!.name}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
