import { CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import { CUSTOMER_IMPORT_TEMPLATE_HEADERS, type CustomerImportMode, type CustomerImportReport } from '@tradedesk/contracts/customers/customer-import';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FileField, ImportPage } from '../../../components/import/ImportPage';
import { ImportReport } from '../../../components/import/ImportReport';
import { useImportJob } from '../../../components/import/use-import-job';
import { readFileBase64 } from '../../../lib/upload';
import { downloadTemplate } from '../../../lib/xlsx';
import { startCustomerImport } from '../api/import';

const EXAMPLE = ['C-0001', 'Restaurante Don Pepe', '+56 32 255 0101', 'pepe@example.cl', 'Av. Brasil 10, Valparaíso', '76.123.456-7', 'CL', 'wholesale', '', '', 30, 'CLP', 500000, ''];

/** Customer import (route CustomerImport, /customer/Excel-import): upload, progress, row-by-row report. */
export default function CustomerImport() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const modeId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<CustomerImportMode>('all-or-nothing');
  const job = useImportJob<CustomerImportReport>();
  const report = job.report;

  useEffect(() => {
    if (report && report.imported > 0) void qc.invalidateQueries({ queryKey: [CUSTOMERS_READ_MODEL] });
  }, [report, qc]);

  const submit = () => {
    if (!file) return job.setError(t('customerImport.chooseFile'));
    return job.start(async () => startCustomerImport(await readFileBase64(file), mode));
  };

  const percent = Math.round(job.percent ?? 0);
  const fieldName = (field: string) => (field in CUSTOMER_IMPORT_TEMPLATE_HEADERS ? t(`customerImport.columns.${field}`) : field === 'file' ? t('customerImport.theFile') : field);
  return (
    <ImportPage
      titleId="customer-import-title"
      title={t('route.CustomerImport')}
      help={`${t('customerImport.intro')} ${t('customerImport.columnsHelp', { columns: Object.values(CUSTOMER_IMPORT_TEMPLATE_HEADERS).join(', ') })}`}
      template={{ label: t('customerImport.template'), download: () => downloadTemplate('customers-template.xlsx', Object.values(CUSTOMER_IMPORT_TEMPLATE_HEADERS), [EXAMPLE], 'customers') }}
      submitLabel={t('customerImport.start')}
      submitDisabled={job.running}
      onSubmit={submit}
      progress={job.started ? { label: job.finished ? t('customerImport.finished') : t('customerImport.working'), value: percent, detail: `${percent}%` } : null}
      error={job.error ?? (job.failure !== null ? `${t('customerImport.failed')} ${job.failure}` : null)}
      fields={
        <>
          <FileField label={t('customerImport.file')} onFiles={([f]) => (setFile(f ?? null), job.reset())} />
          <div className="field">
            <label htmlFor={modeId}>{t('customerImport.mode')}</label>
            <select id={modeId} value={mode} onChange={(e) => setMode(e.target.value as CustomerImportMode)}>
              <option value="all-or-nothing">{t('customerImport.allOrNothing')}</option>
              <option value="valid-rows">{t('customerImport.validRows')}</option>
            </select>
          </div>
        </>
      }
    >
      {report && (
        <ImportReport
          title={t('customerImport.report')}
          summary={
            <p role="status">
              {report.imported > 0 ? t('customerImport.summary', { imported: report.imported, total: report.total, refused: report.refused }) : t('customerImport.nothingImported', { total: report.total, refused: report.refused })}
            </p>
          }
          rows={report.errors}
          headers={{ row: t('customerImport.row'), field: t('customerImport.field'), message: t('customerImport.problem') }}
          rowText={(row) => (row === 0 ? '—' : row)}
          fieldText={fieldName}
        >
          {report.imported > 0 && <Link to="/customer/index">{t('route.CustomerList')}</Link>}
        </ImportReport>
      )}
    </ImportPage>
  );
}
