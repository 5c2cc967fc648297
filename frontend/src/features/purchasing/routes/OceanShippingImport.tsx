import { WAYBILL_IMPORT_TEMPLATE_HEADERS as H } from '@tradedesk/contracts/purchasing/sea-waybill';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueuedImportPage } from '../../../components/import/QueuedImportPage';
import { downloadTemplate } from '../../../lib/xlsx';
import { importWaybills, type WaybillImportReport } from '../api/ocean-shipping';

/**
 * Excel import of sea waybills (route OceanShippingImport, /purchase/ocean-shipping/excel-import):
 * one waybill per row, all or nothing, with a row report.
 */
export default function OceanShippingImport() {
  const { t } = useTranslation();
  const template = () =>
    downloadTemplate(`${t('route.OceanShippingImport')}.xlsx`, [H.blNumber, H.containers, H.carrier, H.portOfLoading, H.portOfDischarge, H.etd, H.eta, H.note], [
      ['COSU6123456780', 'MSCU1234567, TGHU7654321', 'COSCO', 'Ningbo', 'San Antonio', '2026-01-10', '2026-02-20', t('shipping.templateNote')],
    ]);

  return (
    <QueuedImportPage<WaybillImportReport>
      titleId="ocean-shipping-import-title"
      title={t('route.OceanShippingImport')}
      help={t('shipping.importHelp')}
      template={template}
      send={importWaybills}
      applied={(report) => (
        <>
          <p>{t('shipping.imported', { count: report.waybills.length })}</p>
          <ul>
            {report.waybills.map((w) => (
              <li key={w.id}>
                <Link to={`/purchase/ocean-shipping/new?id=${encodeURIComponent(w.id)}`}>{w.number}</Link> {w.blNumber}
              </li>
            ))}
          </ul>
        </>
      )}
    />
  );
}
