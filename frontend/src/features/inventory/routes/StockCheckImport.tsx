import type { BatchImportCountsResult } from '@tradedesk/contracts/inventory/count';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FileField, ImportPage } from '../../../components/import/ImportPage';
import { useSheetImport } from '../../../components/import/use-sheet-import';
import { readFileBase64 } from '../../../lib/upload';
import { batchImportCounts, useRefreshCounts } from '../api/counts';
import { CountImportRefusal, countStageText } from '../components/CountImportRefusal';

/**
 * Batch count import (route StockCheckImport, /product/stock-check/batch-import): one sheet with
 * columns warehouse, code or barcode, unit, quantity opens one count order per warehouse with
 * its rows counted. All or nothing, with the row report; the orders open as drafts to post.
 */
export default function StockCheckImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [expect, setExpect] = useState<'listed' | 'stock'>('listed');
  const ids = { note: useId(), expect: useId() };
  const refresh = useRefreshCounts();
  const sheet = useSheetImport<BatchImportCountsResult>();
  const done = sheet.result;

  const submit = async () => {
    if (!file) return sheet.fail(t('count.import.chooseFile'));
    const r = await sheet.run(async (onPhase) => batchImportCounts({ commandId: crypto.randomUUID(), note, expect, file: await readFileBase64(file) }, onPhase));
    if (!r) return;
    setFile(null);
    refresh();
  };

  return (
    <ImportPage
      titleId="count-batch-title"
      title={t('route.StockCheckImport')}
      help={t('count.batch.help')}
      submitLabel={t('count.import.upload')}
      {...sheet.pageProps(countStageText(t))}
      onSubmit={submit}
      fields={
        <>
          <FileField label={t('count.import.file')} empty={!file} onFiles={([f]) => setFile(f ?? null)} />
          <div className="field">
            <label htmlFor={ids.note}>{t('stock.note')}</label>
            <input id={ids.note} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </div>
          <fieldset className="choice-group">
            <legend>{t('count.batch.expect')}</legend>
            <label>
              <input type="radio" name={ids.expect} checked={expect === 'listed'} onChange={() => setExpect('listed')} />
              {t('count.batch.expectListed')}
            </label>
            <label>
              <input type="radio" name={ids.expect} checked={expect === 'stock'} onChange={() => setExpect('stock')} />
              {t('count.batch.expectStock')}
            </label>
          </fieldset>
        </>
      }
    >
      {done && (
        <section className="card" role="status" aria-labelledby="count-batch-done">
          <h2 id="count-batch-done">{t('count.batch.done', { n: String(done.counts.length), total: String(done.total) })}</h2>
          <ul>
            {done.counts.map((c) => (
              <li key={c.id}>
                <Link to={`/product/stock-check/${encodeURIComponent(c.id)}/detail`}>{c.number}</Link> · {c.warehouseCode} · {t('count.batch.lines', { n: String(c.lines) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <CountImportRefusal refusal={sheet.refusal} />
    </ImportPage>
  );
}
