import { transferBody } from '@tradedesk/contracts/inventory/stock';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMakeTransfer } from '../api/stock';
import { DocumentLines } from '../components/DocumentLines';
import { DocumentOutcome } from '../components/DocumentResult';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useDocumentForm } from '../use-document-form';

/** New transfer (route StockTransferNew, /product/stock-transfer/new): POST /be/api/stock/transfers. */
export default function StockTransferNew() {
  const { t } = useTranslation();
  const [fromWarehouseId, setFrom] = useState('');
  const [toWarehouseId, setTo] = useState('');
  const noteId = useId();
  const save = useMakeTransfer();
  const { note, setNote, lines, setLines, errors, number, error, submit } = useDocumentForm(transferBody, (b) => save.mutateAsync(b), () => ({ fromWarehouseId, toWarehouseId }));

  return (
    <section className="page" aria-labelledby="stock-transfer-new-title">
      <h1 id="stock-transfer-new-title" className="page-title">
        {t('route.StockTransferNew')}
      </h1>
      <form className="form" onSubmit={submit} noValidate>
        <WarehouseSelect label={t('stock.fromWarehouse')} value={fromWarehouseId} onChange={setFrom} />
        {errors.fromWarehouseId && (
          <p className="field-error" role="alert">
            {t('stock.chooseWarehouse')}
          </p>
        )}
        <WarehouseSelect label={t('stock.toWarehouse')} value={toWarehouseId} onChange={setTo} />
        {errors.toWarehouseId && (
          <p className="field-error" role="alert">
            {toWarehouseId ? t('stock.differentWarehouses') : t('stock.chooseWarehouse')}
          </p>
        )}
        <div className="field">
          <label htmlFor={noteId}>{t('stock.note')}</label>
          <input id={noteId} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </div>
        <DocumentLines lines={lines} onChange={setLines} errors={errors} />
        <DocumentOutcome number={number} error={error} />
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('stock.makeTransfer')}
          </button>
        </div>
      </form>
    </section>
  );
}
