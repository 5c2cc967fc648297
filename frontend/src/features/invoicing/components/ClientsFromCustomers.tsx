import { INVOICE_CLIENTS_READ_MODEL, type CustomerToImport } from '@tradedesk/contracts/invoicing/invoice-clients';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogButtons } from '../../../components/ui/Dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { api, errorText } from '../../../lib/api';

/**
 * "From customers" on the client register: the active customers not yet clients, each with why it
 * cannot be one (country, tax id by the country's rule, street and city); the ones ticked become
 * clients at once, all or nothing.
 */
export function ClientsFromCustomers({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [commandId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState('');
  const customers = useQuery({
    queryKey: [INVOICE_CLIENTS_READ_MODEL, 'customers', search],
    queryFn: async () => (await api.get<{ customers: CustomerToImport[] }>('/api/invoicing/customers', { search: search || undefined })).data?.customers ?? [],
  });
  const create = useMutation({
    mutationFn: async () => (await api.post<{ created: number }>('/api/invoicing/clients/from-customers', { commandId, customerIds: [...picked] })).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [INVOICE_CLIENTS_READ_MODEL] }),
  });
  const toggle = (id: string) => setPicked((p) => {
    const n = new Set(p);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    return n;
  });
  const submit = async () => {
    setError('');
    try {
      await create.mutateAsync();
      onClose();
    } catch (e) {
      setError(errorText(t, e));
    }
  };
  return (
    <Dialog open wide title={t('invoicingKeys.import.title')} onClose={onClose} footer={<DialogButtons label={t('invoicingKeys.import.create', { n: picked.size })} busy={create.isPending || picked.size === 0} onConfirm={submit} onCancel={onClose} />}>
      <p className="hint">{t('invoicingKeys.import.hint')}</p>
      <label>
        {t('invoicing.search')} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <LoadError error={customers.error} />
      <table className="table" aria-label={t('invoicingKeys.import.title')}>
        <thead>
          <tr>
            <th />
            <th>{t('invoicingKeys.import.code')}</th>
            <th>{t('invoicing.field.name')}</th>
            <th>{t('invoicing.field.country')}</th>
            <th>{t('invoicing.field.taxId')}</th>
            <th>{t('invoicingKeys.import.address')}</th>
          </tr>
        </thead>
        <tbody>
          {(customers.data ?? []).map((c) => (
            <tr key={c.id} data-customer={c.code}>
              <td>
                <input type="checkbox" aria-label={c.name} disabled={Boolean(c.problem)} checked={picked.has(c.id)} onChange={() => toggle(c.id)} />
              </td>
              <td>{c.code}</td>
              <td>{c.name}</td>
              <td>{c.country}</td>
              <td>{c.taxId}</td>
              <td>
                {c.address}
                {c.problem && <small className="field-error"> {t(`invoicingKeys.import.problem.${c.problem}`)}</small>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {customers.data?.length === 0 && <p>{t('invoicingKeys.import.none')}</p>}
      {error && <p className="form-error" role="alert">{error}</p>}
    </Dialog>
  );
}
