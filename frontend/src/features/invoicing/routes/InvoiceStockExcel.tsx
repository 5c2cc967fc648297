import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { errorText } from '../../../lib/api';
import { newWorkbook, saveWorkbook } from '../../../lib/xlsx';
import { getInvoicedStock } from '../api/invoicing';
import { useStockColumns, useStockFilters } from './InvoiceStock';
import '../invoicing.css';

/**
 * Stock as invoiced to Excel (route InvoiceStockExcel, /invoice/stockExcel): the period and
 * company, how many rows, and the whole list as an .xlsx (one row per product, unit and currency,
 * numbers as numbers).
 */
export default function InvoiceStockExcel() {
  const { t } = useTranslation();
  const { rows, filters, query } = useStockFilters();
  const columns = useStockColumns();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setError('');
    setBusy(true);
    try {
      const all = await getInvoicedStock(query);
      const wb = await newWorkbook();
      const ws = wb.addWorksheet('stock');
      ws.addRow(columns.map((c) => String(c.header)));
      ws.getRow(1).font = { bold: true };
      for (const r of all) ws.addRow(columns.map((c) => (c.kind === 'number' ? Number(c.value(r)) : String(c.value(r) ?? ''))));
      await saveWorkbook(wb, `invoiced-stock-${query.from}-${query.to}.xlsx`);
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="page invoicing-page" aria-labelledby="invoice-stock-excel-title">
      <h1 id="invoice-stock-excel-title">{t('route.InvoiceStockExcel')}</h1>
      <p className="hint">{t('invoicingKeys.stock.excelHint')}</p>
      {filters}
      <LoadError error={rows.error} />
      {rows.data && <p role="status">{t('invoicingKeys.stock.rows', { n: rows.data.length })}</p>}
      <button type="button" className="btn btn-primary" disabled={busy || !rows.data?.length} onClick={download}>
        {t('invoicingKeys.stock.download')}
      </button>
      {error && <p className="form-error" role="alert">{error}</p>}
    </section>
  );
}
