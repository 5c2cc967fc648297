import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { useImportZones, type ImportReport } from '../api/warehouse-admin';
import '../basics/basics.css';
import { readZoneSheet, type ZoneSheet } from '../basics/zone-sheet';
import { SHEET_ACCEPT } from '@tradedesk/contracts/platform/uploads';
import { useChosenWarehouse, WarehousePicker } from '../components/WarehousePicker';

type Stage = 'idle' | 'reading' | 'importing' | 'done';

/**
 * Batch import of zones from .xlsx or .csv (route WarehouseZoneImport): the sheet is read here, the rows
 * go to the import call; all or nothing, or the valid rows only; the report names every refused
 * row (as numbered in the sheet) and field.
 */
export default function WarehouseZoneImport() {
  const { t } = useTranslation();
  const [warehouseId, choose] = useChosenWarehouse();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'all-or-nothing' | 'valid-rows'>('all-or-nothing');
  const [stage, setStage] = useState<Stage>('idle');
  const [progress, setProgress] = useState(0);
  const [sheet, setSheet] = useState<ZoneSheet | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const importZones = useImportZones();
  const ids = { file: useId(), mode: useId() };

  const run = async () => {
    if (!file || !warehouseId) return;
    setError(null);
    setReport(null);
    setStage('reading');
    try {
      const read = await readZoneSheet(file, (share) => setProgress(Math.round(share * 60)));
      setSheet(read);
      if (read.missing.length) {
        setError(t('zone.import.missingColumns', { columns: read.missing.join(', ') }));
        setStage('idle');
        return;
      }
      if (read.rows.length === 0) {
        setError(t('zone.import.noRows'));
        setStage('idle');
        return;
      }
      setStage('importing');
      setProgress(70);
      const answer = await importZones.mutateAsync({ id: warehouseId, body: { commandId, mode, rows: read.rows } });
      setProgress(100);
      setReport(answer);
      setStage('done');
      setCommandId(crypto.randomUUID());
    } catch (err) {
      setError(errorMessage(err));
      setStage('idle');
      setCommandId(crypto.randomUUID());
    }
  };

  const sheetRow = (row: number) => sheet?.sheetRows[row - 1] ?? row;
  const busy = stage === 'reading' || stage === 'importing';

  return (
    <section className="page" aria-labelledby="zone-import-title">
      <h1 id="zone-import-title" className="page-title">
        {t('route.WarehouseZoneImport')}
      </h1>
      <p className="hint">{t('zone.import.howTo')}</p>
      <div className="filters">
        <WarehousePicker value={warehouseId} onChange={(id) => (choose(id), setReport(null))} />
        <div className="field">
          <label htmlFor={ids.file}>{t('zone.import.file')}</label>
          <input id={ids.file} type="file" accept={SHEET_ACCEPT} onChange={(e) => (setFile(e.target.files?.[0] ?? null), setReport(null))} />
        </div>
        <div className="field">
          <label htmlFor={ids.mode}>{t('zone.import.mode')}</label>
          <select id={ids.mode} value={mode} onChange={(e) => setMode(e.target.value as typeof mode)}>
            <option value="all-or-nothing">{t('zone.import.allOrNothing')}</option>
            <option value="valid-rows">{t('zone.import.validRows')}</option>
          </select>
        </div>
        <button type="button" className="btn btn-primary field-button" disabled={!file || !warehouseId || busy} onClick={() => void run()}>
          {t('zone.import.start')}
        </button>
      </div>
      {stage !== 'idle' && (
        <div className="progress-block" role="status">
          <span>{t(`zone.import.stages.${stage}`)}</span>
          <progress max={100} value={progress} aria-label={t('zone.import.progress')} />
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {report && (
        <section className="card" aria-labelledby="zone-report-title">
          <h2 id="zone-report-title">{t('zone.import.report')}</h2>
          <p className="report-summary">
            <span>{t('zone.import.total', { n: report.total })}</span>
            <strong>{t('zone.import.imported', { n: report.imported })}</strong>
            <span>{t('zone.import.refused', { n: report.refused })}</span>
          </p>
          {report.mode === 'all-or-nothing' && report.refused > 0 && <p className="form-error">{t('zone.import.nothingImported')}</p>}
          {report.errors.length > 0 && (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('zone.import.row')}</th>
                  <th scope="col">{t('zone.import.field')}</th>
                  <th scope="col">{t('zone.import.message')}</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((e, i) => (
                  <tr key={i}>
                    <td>{sheetRow(e.row)}</td>
                    <td>{e.field}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {report.imported > 0 && (
            <p>
              <Link to={`/setting/basics/warehouseZone?warehouseId=${encodeURIComponent(warehouseId)}`}>{t('zone.import.seeZones')}</Link>
            </p>
          )}
        </section>
      )}
    </section>
  );
}
