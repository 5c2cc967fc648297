import { DAMAGE_REASONS, type DamageReason, damageBody } from '@tradedesk/contracts/inventory/stock';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordDamage } from '../api/stock';
import { DamageList } from '../components/DamageList';
import { DocumentLines } from '../components/DocumentLines';
import { DocumentOutcome } from '../components/DocumentResult';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useDocumentForm } from '../use-document-form';

const REASONS = DAMAGE_REASONS;
type Reason = DamageReason;

/** Write-off (route StockDamage, /product/stock-damage): POST /be/api/stock/damages, and the write-offs recorded so far below. */
export default function StockDamage() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState('');
  const [reason, setReason] = useState<Reason>('broken');
  const ids = { reason: useId(), note: useId() };
  const save = useRecordDamage();
  const { note, setNote, lines, setLines, errors, number, error, submit } = useDocumentForm(damageBody, (b) => save.mutateAsync(b), () => ({ warehouseId, reason }));

  return (
    <section className="page" aria-labelledby="stock-damage-title">
      <h1 id="stock-damage-title" className="page-title">
        {t('route.StockDamage')}
      </h1>
      <form className="form" onSubmit={submit} noValidate>
        <WarehouseSelect label={t('stock.warehouse')} value={warehouseId} onChange={setWarehouseId} />
        {errors.warehouseId && (
          <p className="field-error" role="alert">
            {t('stock.chooseWarehouse')}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.reason}>{t('stock.reason')}</label>
          <select id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
            {REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`stock.reasons.${r}`)}
              </option>
            ))}
          </select>
          {reason === 'defective' && <span className="muted">{t('damageList.defectiveHint')}</span>}
        </div>
        <div className="field">
          <label htmlFor={ids.note}>{t('stock.note')}</label>
          <input id={ids.note} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </div>
        <DocumentLines lines={lines} onChange={setLines} errors={errors} />
        <DocumentOutcome number={number} error={error} />
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('stock.recordDamage')}
          </button>
        </div>
      </form>
      <DamageList />
    </section>
  );
}
