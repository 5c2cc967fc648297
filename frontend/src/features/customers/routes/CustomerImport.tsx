import { CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import { CUSTOMER_IMPORT_TEMPLATE_HEADERS, type CustomerImportMode } from '@tradedesk/contracts/customers/customer-import';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { startCustomerImport, useImportJob } from '../api/import';

/** The file's bytes as base64, in slices (a large file would overflow String.fromCharCode's arguments). */
async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A template with the header row and one example row, written in the browser (exceljs, loaded on demand). */
async function downloadTemplate() {
  const mod = (await import('exceljs')) as unknown as { Workbook?: new () => any; default?: { Workbook: new () => any } };
  const Workbook = mod.Workbook ?? mod.default!.Workbook;
  const wb = new Workbook();
  const ws = wb.addWorksheet('customers');
  const h = CUSTOMER_IMPORT_TEMPLATE_HEADERS;
  ws.addRow(Object.values(h));
  ws.addRow(['C-0001', 'Restaurante Don Pepe', '+56 32 255 0101', 'pepe@example.cl', 'Av. Brasil 10, Valparaíso', '76.123.456-7', 'CL', 'wholesale', '', '', 30, 'CLP', 500000, '']);
  ws.getRow(1).font = { bold: true };
  const blob = new Blob([await wb.xlsx.writeBuffer()], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'customers-template.xlsx';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Customer import (route CustomerImport, /customer/Excel-import): upload, progress, row-by-row report. */
export default function CustomerImport() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const ids = { file: useId(), mode: useId(), progress: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<CustomerImportMode>('all-or-nothing');
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const job = useImportJob(jobId);
  const status = job.data;
  const done = status?.state === 'completed' || status?.state === 'failed';
  const report = status?.state === 'completed' ? status.result : undefined;

  useEffect(() => {
    if (report && report.imported > 0) void qc.invalidateQueries({ queryKey: [CUSTOMERS_READ_MODEL] });
  }, [report, qc]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!file) {
      setError(t('customerImport.chooseFile'));
      return;
    }
    setSending(true);
    try {
      const { jobId: id } = await startCustomerImport(await toBase64(file), mode);
      setJobId(id);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  const running = sending || (jobId !== null && !done);
  const fieldName = (field: string) => (field in CUSTOMER_IMPORT_TEMPLATE_HEADERS ? t(`customerImport.columns.${field}`) : field === 'file' ? t('customerImport.theFile') : field);
  return (
    <section className="page" aria-labelledby="customer-import-title">
      <h1 id="customer-import-title" className="page-title">
        {t('route.CustomerImport')}
      </h1>
      <div className="card">
        <p>{t('customerImport.intro')}</p>
        <p className="muted">{t('customerImport.columnsHelp', { columns: Object.values(CUSTOMER_IMPORT_TEMPLATE_HEADERS).join(', ') })}</p>
        <button type="button" className="btn btn-small" onClick={() => void downloadTemplate()}>
          {t('customerImport.template')}
        </button>
      </div>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="filters">
          <div className="field">
            <label htmlFor={ids.file}>{t('customerImport.file')}</label>
            <input
              id={ids.file}
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setJobId(null);
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.mode}>{t('customerImport.mode')}</label>
            <select id={ids.mode} value={mode} onChange={(e) => setMode(e.target.value as CustomerImportMode)}>
              <option value="all-or-nothing">{t('customerImport.allOrNothing')}</option>
              <option value="valid-rows">{t('customerImport.validRows')}</option>
            </select>
          </div>
          <button type="submit" className="btn btn-primary" disabled={running}>
            {t('customerImport.start')}
          </button>
        </div>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {jobId && (
        <div className="card" aria-live="polite">
          <label htmlFor={ids.progress}>{done ? t('customerImport.finished') : t('customerImport.working')}</label>{' '}
          <progress id={ids.progress} max={100} value={Math.round(status?.progress ?? 0)}>
            {Math.round(status?.progress ?? 0)}%
          </progress>{' '}
          <span>{Math.round(status?.progress ?? 0)}%</span>
          {status?.state === 'failed' && (
            <p className="form-error" role="alert">
              {t('customerImport.failed')} {status.error}
            </p>
          )}
        </div>
      )}
      {report && (
        <section className="card" aria-labelledby="customer-import-report">
          <h2 id="customer-import-report">{t('customerImport.report')}</h2>
          <p role="status">
            {report.imported > 0 ? t('customerImport.summary', { imported: report.imported, total: report.total, refused: report.refused }) : t('customerImport.nothingImported', { total: report.total, refused: report.refused })}
          </p>
          {report.imported > 0 && <Link to="/customer/index">{t('route.CustomerList')}</Link>}
          {report.errors.length > 0 && (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('customerImport.row')}</th>
                  <th scope="col">{t('customerImport.field')}</th>
                  <th scope="col">{t('customerImport.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((e, i) => (
                  <tr key={`${e.row}-${e.field}-${i}`}>
                    <td>{e.row === 0 ? '—' : e.row}</td>
                    <td>{fieldName(e.field)}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </section>
  );
}
