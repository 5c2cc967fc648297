import { IMPORT_MODES, IMPORT_TEMPLATE_HEADERS as H, type ImportMode } from '@tradedesk/contracts/catalog/product-import';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField, ImportPage } from '../../../components/import/ImportPage';
import { ImportOutcome, RowReport } from '../../../components/import/ImportReport';
import { useImportJob } from '../../../components/import/use-import-job';
import { downloadTemplate } from '../../../lib/xlsx';
import { importProducts, type ProductImportReport } from '../api/price-tools';

/**
 * Product import (route ProductImport, /product/import): an .xlsx (template to download), all or
 * nothing or the valid rows only; the queue job's progress, then its row-by-row report.
 */
export default function ProductImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('all-or-nothing');
  const [createCategories, setCreateCategories] = useState(false);
  const createId = useId();
  const job = useImportJob<ProductImportReport>();
  const report = job.report;

  const headers = [H.code, H.name, H.category, H.unit, H.barcode, H.boxSize, H.boxBarcode, H.bigBagSize, H.bigBagBarcode, H.bagSize, H.bagBarcode, H.retailPrice, H.wholesalePrice, H.memberPrice, H.purchasePrice, H.cost, H.shelfLifeDays];
  const template = () =>
    downloadTemplate(`${t('route.ProductImport')}.xlsx`, headers, [['1001', t('productImport.exampleName'), t('productImport.exampleCategory'), '', '7801000000013', 24, '17801000000010', '', '', 6, '', 590, 500, '', 350, 320, 365]]);

  return (
    <ImportPage
      titleId="product-import-title"
      title={t('route.ProductImport')}
      help={t('productImport.help')}
      template={{ download: template }}
      submitLabel={t('importReport.import')}
      submitDisabled={!file || job.running}
      onSubmit={() => file && job.start((onProgress) => importProducts(file, { mode, createCategories }, onProgress))}
      progress={job.progress}
      error={job.error ?? job.failure}
      fields={
        <>
          <FileField label={t('importReport.file')} onFiles={([f]) => (setFile(f ?? null), job.reset())} />
          <fieldset className="choice-group">
            <legend>{t('productImport.mode')}</legend>
            {IMPORT_MODES.map((m) => (
              <label key={m} className="inline-check">
                <input type="radio" name="import-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
                {t(`productImport.modes.${m}`)}
              </label>
            ))}
          </fieldset>
          <label className="inline-check" htmlFor={createId}>
            <input id={createId} type="checkbox" checked={createCategories} onChange={(e) => setCreateCategories(e.target.checked)} />
            {t('productImport.createCategories')}
          </label>
        </>
      }
    >
      {report && (
        <ImportOutcome ok={report.imported > 0}>
          <p>{t('productImport.summary', { imported: report.imported, total: report.total, refused: report.refused })}</p>
          {report.createdCategories.length > 0 && <p>{t('productImport.createdCategories', { categories: report.createdCategories.join(', ') })}</p>}
        </ImportOutcome>
      )}
      {report && <RowReport as="grid" rows={report.errors} height={360} />}
    </ImportPage>
  );
}
