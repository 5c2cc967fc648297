import { TRANSFER_IMPORT_TEMPLATE_HEADERS as H } from '@tradedesk/contracts/inventory/stock-documents';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueuedImportPage } from '../../../components/import/QueuedImportPage';
import { downloadTemplate } from '../../../lib/xlsx';
import { importTransfers, type TransferImportReport } from '../api/stock-documents';

/**
 * Batch import of transfers (route StockTransferImport, /product/stock-transfer/batch-import):
 * a spreadsheet of lines, one transfer per pair of warehouses, all or nothing with a row report.
 */
export default function StockTransferImport() {
  const { t } = useTranslation();
  const template = () =>
    downloadTemplate(`${t('route.StockTransferImport')}.xlsx`, [H.from, H.to, H.code, H.barcode, H.unit, H.quantity, H.note], [
      ['CENTRAL', 'TIENDA', '1001', '', 'box', 2, t('transfer.templateNote')],
      ['CENTRAL', 'TIENDA', '', '7801000000013', '', 5, ''],
    ]);

  return (
    <QueuedImportPage<TransferImportReport>
      titleId="transfer-import-title"
      title={t('route.StockTransferImport')}
      help={t('transfer.importHelp')}
      template={template}
      send={importTransfers}
      applied={(report) => (
        <>
          <p>{t('transfer.imported', { rows: report.imported, transfers: report.transfers.length })}</p>
          <ul>
            {report.transfers.map((tr) => (
              <li key={tr.id}>
                <Link to={`/product/stock-transfer/print/${encodeURIComponent(tr.id)}`}>{tr.number}</Link> {tr.fromWarehouseCode} → {tr.toWarehouseCode}
              </li>
            ))}
          </ul>
        </>
      )}
    />
  );
}
