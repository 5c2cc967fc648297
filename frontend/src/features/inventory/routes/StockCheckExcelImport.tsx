import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FileField, ImportPage } from '../../../components/import/ImportPage';
import { useSheetImport } from '../../../components/import/use-sheet-import';
import { ApiRequestError } from '../../../lib/api';
import { readFileBase64 } from '../../../lib/upload';
import { type CountImportResult, importCountLines, useCounts, useRefreshCounts } from '../api/counts';
import { CountImportRefusal, countStageText } from '../components/CountImportRefusal';

/**
 * Counted lines from Excel into one draft count order (route StockCheckExcelImport,
 * /product/stock-check/excel-import?id=): columns code or barcode, unit, quantity. All or nothing:
 * a refused file shows every bad row and field; nothing is added then.
 */
export default function StockCheckExcelImport() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [countId, setCountId] = useState(params.get('id') ?? '');
  const [file, setFile] = useState<File | null>(null);
  const countField = useId();
  const drafts = useCounts({ status: 'draft', limit: 1000 });
  const refresh = useRefreshCounts();
  const chosen = drafts.data?.rows.find((r) => r.id === countId);
  const sheet = useSheetImport<CountImportResult & { number: string }>();
  const done = sheet.result;

  const submit = async () => {
    if (!chosen) return sheet.fail(t('count.import.chooseCount'));
    if (!file) return sheet.fail(t('count.import.chooseFile'));
    const r = await sheet.run(
      async (onPhase) => ({ ...(await importCountLines(chosen.id, { commandId: crypto.randomUUID(), version: chosen.version, file: await readFileBase64(file) }, onPhase)), number: chosen.number }),
      (err) => (err instanceof ApiRequestError && err.error?.code === 40901 ? t('count.stale') : undefined),
    );
    if (r) setFile(null);
    refresh();
  };

  return (
    <ImportPage
      titleId="count-excel-title"
      title={t('route.StockCheckExcelImport')}
      help={t('count.import.help')}
      submitLabel={t('count.import.upload')}
      {...sheet.pageProps(countStageText(t))}
      onSubmit={submit}
      fields={
        <>
          <div className="field">
            <label htmlFor={countField}>{t('count.import.count')}</label>
            <select id={countField} value={countId} onChange={(e) => setCountId(e.target.value)}>
              <option value="">{t('count.import.chooseCount')}</option>
              {(drafts.data?.rows ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.number} · {r.warehouseCode ?? ''} {r.note ? `· ${r.note}` : ''}
                </option>
              ))}
            </select>
          </div>
          <FileField label={t('count.import.file')} empty={!file} onFiles={([f]) => setFile(f ?? null)} />
        </>
      }
    >
      {done && (
        <p className="card" role="status">
          {t('count.import.done', { imported: String(done.imported), total: String(done.total), number: done.number })}{' '}
          <Link to={`/product/stock-check/${encodeURIComponent(done.id)}/detail`}>{t('count.import.openCount')}</Link>
        </p>
      )}
      <CountImportRefusal refusal={sheet.refusal} />
    </ImportPage>
  );
}
