import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SelectFilter } from '../../../components/filters/FilterBar';
import { FileField, ImportPage } from '../../../components/import/ImportPage';
import { ImportReport } from '../../../components/import/ImportReport';
import { errorMessage } from '../../../lib/api';
import { useImportZones, type ImportReport as ZoneImportReport } from '../api/warehouse-admin';
import '../basics/basics.css';
import { readZoneSheet, type ZoneSheet } from '../basics/zone-sheet';
import { useChosenWarehouse, WarehousePicker } from '../components/WarehousePicker';

type Stage = 'idle' | 'reading' | 'importing' | 'done';
type Mode = 'all-or-nothing' | 'valid-rows';

/**
 * Batch import of zones from .xlsx or .csv (route WarehouseZoneImport): the sheet is read here, the rows
 * go to the import call; all or nothing, or the valid rows only; the report names every refused
 * row (as numbered in the sheet) and field.
 */
export default function WarehouseZoneImport() {
  const { t } = useTranslation();
  const [warehouseId, choose] = useChosenWarehouse();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<Mode>('all-or-nothing');
  const [stage, setStage] = useState<Stage>('idle');
  const [progress, setProgress] = useState(0);
  const [sheet, setSheet] = useState<ZoneSheet | null>(null);
  const [report, setReport] = useState<ZoneImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const importZones = useImportZones();

  const run = async () => {
    if (!file || !warehouseId) return;
    setError(null);
    setReport(null);
    setStage('reading');
    try {
      const read = await readZoneSheet(file, (share) => setProgress(Math.round(share * 60)));
      setSheet(read);
      const problem = read.missing.length ? t('zone.import.missingColumns', { columns: read.missing.join(', ') }) : read.rows.length === 0 ? t('zone.import.noRows') : null;
      if (problem) {
        setError(problem);
        setStage('idle');
        return;
      }
      setStage('importing');
      setProgress(70);
      const answer = await importZones.mutateAsync({ id: warehouseId, body: { commandId, mode, rows: read.rows } });
      setProgress(100);
      setReport(answer);
      setStage('done');
    } catch (err) {
      setError(errorMessage(err));
      setStage('idle');
    }
    setCommandId(crypto.randomUUID());
  };

  const sheetRow = (row: number) => sheet?.sheetRows[row - 1] ?? row;

  return (
    <ImportPage
      titleId="zone-import-title"
      title={t('route.WarehouseZoneImport')}
      help={t('zone.import.howTo')}
      submitLabel={t('zone.import.start')}
      submitDisabled={!file || !warehouseId || stage === 'reading' || stage === 'importing'}
      onSubmit={run}
      progress={stage === 'idle' ? null : { label: t('zone.import.progress'), value: progress, detail: t(`zone.import.stages.${stage}`) }}
      error={error}
      fields={
        <>
          <WarehousePicker value={warehouseId} onChange={(id) => (choose(id), setReport(null))} />
          <FileField label={t('zone.import.file')} onFiles={([f]) => (setFile(f ?? null), setReport(null))} />
          <SelectFilter<Mode>
            label={t('zone.import.mode')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'all-or-nothing', label: t('zone.import.allOrNothing') },
              { value: 'valid-rows', label: t('zone.import.validRows') },
            ]}
          />
        </>
      }
    >
      {report && (
        <ImportReport
          title={t('zone.import.report')}
          summary={
            <>
              <p className="report-summary">
                <span>{t('zone.import.total', { n: report.total })}</span>
                <strong>{t('zone.import.imported', { n: report.imported })}</strong>
                <span>{t('zone.import.refused', { n: report.refused })}</span>
              </p>
              {report.mode === 'all-or-nothing' && report.refused > 0 && <p className="form-error">{t('zone.import.nothingImported')}</p>}
            </>
          }
          rows={report.errors}
          headers={{ row: t('zone.import.row'), field: t('zone.import.field'), message: t('zone.import.message') }}
          rowText={sheetRow}
        >
          {report.imported > 0 && (
            <p>
              <Link to={`/setting/basics/warehouseZone?warehouseId=${encodeURIComponent(warehouseId)}`}>{t('zone.import.seeZones')}</Link>
            </p>
          )}
        </ImportReport>
      )}
    </ImportPage>
  );
}
