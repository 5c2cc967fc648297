import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FileField, ImportPage } from '../../../components/import/ImportPage';
import { ImportOutcome } from '../../../components/import/ImportReport';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { ApiRequestError, errorMessage } from '../../../lib/api';
import { uploadProductImage } from '../api/price-tools';

type Outcome = 'added' | 'present' | 'no-product' | 'not-image' | 'failed';
interface Row {
  file: string;
  outcome: Outcome;
  productId: string | null;
  code: string | null;
  message: string;
}

/**
 * Image import (route ImageImport, /product/image-import): pictures named after a product code or
 * barcode (1001.jpg, a second one 1001-2.jpg) are uploaded one by one with progress; the report
 * lists each file and what became of it, the files that matched no product first.
 */
export default function ImageImport() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [done, setDone] = useState(0);
  const [current, setCurrent] = useState(0);
  const [running, setRunning] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);

  const start = async () => {
    setRunning(true);
    setRows([]);
    setDone(0);
    const out: Row[] = [];
    for (const [i, file] of files.entries()) {
      setCurrent(0);
      try {
        const r = await uploadProductImage(file, setCurrent);
        out.push({ file: file.name, outcome: r.added ? 'added' : 'present', productId: r.productId, code: r.code, message: '' });
      } catch (e) {
        const reason = e instanceof ApiRequestError ? e.error?.reason : undefined;
        const outcome: Outcome = reason === 'no_product_for_file' ? 'no-product' : reason === 'not_an_image' ? 'not-image' : 'failed';
        out.push({ file: file.name, outcome, productId: null, code: null, message: errorMessage(e) });
      }
      setDone(i + 1);
      setRows([...out]);
    }
    setRunning(false);
  };

  const unmatched = rows.filter((r) => r.outcome === 'no-product');
  const sorted = useMemo(() => [...rows].sort((a, b) => Number(a.outcome === 'added' || a.outcome === 'present') - Number(b.outcome === 'added' || b.outcome === 'present')), [rows]);
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'file', header: t('imageImport.file'), value: (r) => r.file, width: 200, lockVisible: true },
      { id: 'outcome', header: t('imageImport.outcome'), value: (r) => t(`imageImport.outcomes.${r.outcome}`), width: 190 },
      {
        id: 'product',
        header: t('product.code'),
        value: (r) => r.code ?? '',
        render: (r) => (r.productId ? <Link to={`/product/${encodeURIComponent(r.productId)}/update`}>{r.code}</Link> : ''),
        width: 140,
      },
      { id: 'message', header: t('importReport.message'), value: (r) => r.message, flex: 1 },
    ],
    [t],
  );

  return (
    <ImportPage
      titleId="image-import-title"
      title={t('route.ImageImport')}
      help={t('imageImport.help')}
      submitLabel={t('imageImport.upload', { n: files.length })}
      submitDisabled={files.length === 0 || running}
      onSubmit={start}
      progress={
        running || done > 0
          ? { label: t('importReport.progress'), value: done + (running ? current : 0), max: Math.max(1, files.length), detail: t('imageImport.progress', { done, total: files.length }) }
          : null
      }
      fields={
        <FileField
          label={t('imageImport.files')}
          multiple
          accept="image/jpeg,image/png,image/gif,image/webp"
          onFiles={(chosen) => {
            setFiles(chosen);
            setRows([]);
            setDone(0);
          }}
        />
      }
    >
      {!running && done > 0 && (
        <ImportOutcome ok={unmatched.length === 0}>
          {t('imageImport.summary', { added: rows.filter((r) => r.outcome === 'added').length, total: rows.length, unmatched: unmatched.length })}
          {unmatched.length > 0 && ` ${t('imageImport.unmatched', { files: unmatched.map((r) => r.file).join(', ') })}`}
        </ImportOutcome>
      )}
      {rows.length > 0 && <DataGrid<Row> title={t('importReport.title')} columns={columns} rows={sorted} getRowId={(r) => r.file} height={360} />}
    </ImportPage>
  );
}
