import type { PurchaseImportReport } from '@tradedesk/contracts/purchasing/purchase-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueuedImportPage } from '../../../components/import/QueuedImportPage';
import { downloadTemplate } from '../../../lib/xlsx';
import { importPurchaseOrders } from '../api/purchase-orders';
import { purchaseDetailsPath } from '../purchase-paths';

const TEMPLATE_HEADERS = ['ref', 'supplier', 'warehouse', 'currency', 'expected', 'code', 'unit', 'quantity', 'price', 'rate', 'note'] as const;

/**
 * Batch import of purchase orders (route PurchaseImport, /purchase/batch-import): a sheet (.xlsx
 * or .csv) of lines, rows with the same ref making one order; drafts, or committed at once; all
 * or nothing with a row report, the upload and the check followed on one progress bar.
 */
export default function PurchaseImport() {
  const { t } = useTranslation();
  const [commit, setCommit] = useState(false);
  const template = () =>
    downloadTemplate(`${t('route.PurchaseImport')}.xlsx`, TEMPLATE_HEADERS, [
      ['A1', 'SUP01', 'CENTRAL', 'USD', '2026-12-15', '1001', 'box', 10, '24.50', '', t('purchase.templateNote')],
      ['A1', 'SUP01', 'CENTRAL', 'USD', '2026-12-15', '1002', 'unit', 100, '1.20', '', ''],
    ]);

  return (
    <QueuedImportPage<PurchaseImportReport>
      titleId="purchase-import-title"
      title={t('route.PurchaseImport')}
      help={t('purchase.importHelp')}
      template={template}
      send={(file, commandId, onProgress) => importPurchaseOrders(file, commandId, commit, onProgress)}
      options={({ changed }) => (
        <label className="inline-check">
          <input
            type="checkbox"
            checked={commit}
            onChange={(e) => {
              setCommit(e.target.checked);
              changed();
            }}
          />
          {t('purchase.importCommit')}
        </label>
      )}
      applied={(report) => (
        <>
          <p>{t(report.committed ? 'purchase.importedCommitted' : 'purchase.imported', { rows: report.imported, orders: report.orders.length })}</p>
          <ul>
            {report.orders.map((o) => (
              <li key={o.id}>
                <Link to={purchaseDetailsPath(o.id)}>{o.number}</Link> ({o.ref})
              </li>
            ))}
          </ul>
        </>
      )}
    />
  );
}
