import { INVOICE_CLIENTS_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice-clients';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../components/import/ImportPage';
import { useSheetImport } from '../../../components/import/use-sheet-import';
import { Dialog, DialogButtons } from '../../../components/ui/Dialog';
import { downloadTemplate } from '../../../lib/xlsx';
import { postSheetJob, readFileBase64 } from '../../../lib/upload';

/**
 * "From a sheet" on the client register: an .xlsx or .csv (name, country, tax id, id type for
 * Peruvian clients, VAT id, street, number, postal code, city, e-mail) read by a queue job; every row checked as a client typed by
 * hand; all or nothing, a refusal listing each bad row and field.
 */
export function ClientsFromSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  // One id per file sent: a retried send of the same file is applied once, another file is another import.
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const sheet = useSheetImport<{ created: number }>();
  const submit = async () => {
    if (!file) return sheet.fail(t('invoicingKeys.sheet.chooseFile'));
    const r = await sheet.run(async (onPhase) => postSheetJob<{ created: number }>('/api/invoicing/clients/import', { commandId, file: await readFileBase64(file) }, onPhase));
    if (r) {
      setCommandId(crypto.randomUUID());
      void qc.invalidateQueries({ queryKey: [INVOICE_CLIENTS_READ_MODEL] });
    }
  };
  const template = () =>
    downloadTemplate('invoice-clients.xlsx', ['name', 'country', 'tax id', 'id type', 'vat id', 'street', 'number', 'postal code', 'city', 'email'], [
      ['Hurtownia Odra', 'PL', '5260250274', '', '', 'ul. Wrocławska', '1', '50-001', 'Wrocław', 'odra@example.pl'],
      ['Ana Quispe', 'PE', '12345678', 'DNI', '', 'Av. Larco', '101', '', 'Lima', ''],
    ]);
  return (
    <Dialog open wide title={t('invoicingKeys.sheet.title')} onClose={onClose} footer={<DialogButtons label={t('invoicingKeys.sheet.import')} busy={sheet.busy || !file} onConfirm={submit} onCancel={onClose} />}>
      <p className="hint">{t('invoicingKeys.sheet.hint')}</p>
      <button type="button" className="btn" onClick={() => void template()}>
        {t('invoicingKeys.sheet.template')}
      </button>
      <FileField label={t('invoicingKeys.sheet.file')} empty={!file} onFiles={([f]) => {
          setFile(f ?? null);
          setCommandId(crypto.randomUUID());
        }} />
      {sheet.result && <p role="status">{t('invoicingKeys.sheet.done', { n: sheet.result.created })}</p>}
      {sheet.refusal && (
        <div role="alert" className="form-error">
          <p>{t('invoicingKeys.sheet.refused')}</p>
          <ul>
            {sheet.refusal.rows.map((r) => (
              <li key={`${r.row}-${r.field}`}>{t('invoicingKeys.sheet.row', { row: r.row, field: r.field, message: r.message })}</li>
            ))}
          </ul>
        </div>
      )}
      {sheet.error && <p className="form-error" role="alert">{sheet.error}</p>}
    </Dialog>
  );
}
