import { WAYBILL_IMPORT_TEMPLATE_HEADERS as H } from '@tradedesk/contracts/purchasing/sea-waybill';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FileField, ImportPage } from '../../../components/import/ImportPage';
import { ImportOutcome, RowReport } from '../../../components/import/ImportReport';
import { useImportJob } from '../../../components/import/use-import-job';
import { downloadTemplate } from '../../../lib/xlsx';
import { importWaybills, type WaybillImportReport } from '../api/ocean-shipping';

/**
 * Excel import of sea waybills (route OceanShippingImport, /purchase/ocean-shipping/excel-import):
 * one waybill per row, all or nothing, with a row report.
 */
export default function OceanShippingImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const job = useImportJob<WaybillImportReport>();
  const report = job.report;

  const template = () =>
    downloadTemplate(`${t('route.OceanShippingImport')}.xlsx`, [H.blNumber, H.containers, H.carrier, H.portOfLoading, H.portOfDischarge, H.etd, H.eta, H.note], [
      ['COSU6123456780', 'MSCU1234567, TGHU7654321', 'COSCO', 'Ningbo', 'San Antonio', '2026-01-10', '2026-02-20', t('shipping.templateNote')],
    ]);

  return (
    <ImportPage
      titleId="ocean-shipping-import-title"
      title={t('route.OceanShippingImport')}
      help={t('shipping.importHelp')}
      template={{ download: template }}
      submitLabel={t('importReport.import')}
      submitDisabled={!file || job.running}
      onSubmit={() => file && job.start((onProgress) => importWaybills(file, commandId, onProgress))}
      progress={job.progress}
      error={job.error ?? job.failure}
      fields={
        <FileField
          label={t('importReport.file')}
          onFiles={([f]) => {
            setFile(f ?? null);
            // A new file is a new import; the same file sent again keeps its id (applied once).
            setCommandId(crypto.randomUUID());
            job.reset();
          }}
        />
      }
    >
      {report && report.errors.length > 0 && (
        <>
          <ImportOutcome ok={false}>{t('importReport.nothingImported', { refused: report.refused, total: report.total })}</ImportOutcome>
          <RowReport as="grid" rows={report.errors} />
        </>
      )}
      {report && report.errors.length === 0 && (
        <ImportOutcome ok>
          <p>{t('shipping.imported', { count: report.waybills.length })}</p>
          <ul>
            {report.waybills.map((w) => (
              <li key={w.id}>
                <Link to={`/purchase/ocean-shipping/new?id=${encodeURIComponent(w.id)}`}>{w.number}</Link> {w.blNumber}
              </li>
            ))}
          </ul>
        </ImportOutcome>
      )}
    </ImportPage>
  );
}
