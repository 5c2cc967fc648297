import { createInvoiceClientBody, type CreateInvoiceClientBody, type InvoiceClient as Client } from '@tradedesk/contracts/invoicing/invoice-clients';
import { INVOICE_COUNTRIES, type InvoiceCountry } from '@tradedesk/contracts/invoicing/invoice-setup';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { ListPage } from '../../../components/list/ListPage';
import { searchText } from '../../../components/list/list-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { eventSummary, HistoryDialog } from '../../../components/ui/HistoryTable';
import { getClientHistory, useClientCommand, useClients } from '../api/invoicing';
import { AddressFields } from '../components/AddressFields';
import { ClientsFromCustomers } from '../components/ClientsFromCustomers';
import { ClientsFromSheet } from '../components/ClientsFromSheet';
import { PeIdTypeField } from '../components/PeIdTypeField';
import { countryOptions, eventLabel } from '../labels';
import '../invoicing.css';

/** The client register (route InvoiceClient, /invoice/client): list, search, add, edit (tax id checked per country), history, Excel. */
export default function InvoiceClient() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState<InvoiceCountry | ''>('');
  const [history, setHistory] = useState<Client | null>(null);
  const [importing, setImporting] = useState(false);
  const [sheetImport, setSheetImport] = useState(false);
  const list = useClients({ search: searchText(search), country: country || undefined });

  const columns = useMemo<GridColumn<Client>[]>(
    () => [
      { id: 'name', header: t('invoicing.field.name'), value: (c) => c.name, width: 220, lockVisible: true },
      { id: 'country', header: t('invoicing.field.country'), value: (c) => c.country, width: 80 },
      { id: 'taxId', header: t('invoicing.field.taxId'), value: (c) => c.taxId, width: 150 },
      { id: 'vatId', header: t('invoicing.field.vatId'), value: (c) => c.vatId, width: 150 },
      { id: 'city', header: t('invoicing.field.city'), value: (c) => c.address.city, width: 140 },
      { id: 'address', header: t('invoicing.field.street'), value: (c) => `${c.address.street} ${c.address.buildingNumber}`.trim(), flex: 1 },
      { id: 'email', header: t('invoicing.field.email'), value: (c) => c.email, width: 200 },
    ],
    [t],
  );

  return (
    <ListPage<Client>
      titleId="invoice-client-title"
      title={t('route.InvoiceClient')}
      filters={
        <FilterBar>
          <SearchFilter label={t('invoicing.search')} value={search} onChange={setSearch} />
          <SelectFilter label={t('invoicing.field.country')} value={country} onChange={setCountry} allLabel={t('invoicing.all')} options={INVOICE_COUNTRIES.map((c) => ({ value: c, label: t(`invoicing.country.${c}`) }))} />
        </FilterBar>
      }
      query={list}
      table="invoiceClientList"
      columns={columns}
      rows={list.data?.clients}
      getRowId={(c) => c.id}
      editor={{ newLabel: t('invoicing.client.new'), render: (c, close) => <ClientForm key={c?.id ?? 'new'} client={c} onClose={close} /> }}
      rowActions={[{ label: t('invoicing.history'), run: setHistory }]}
      actions={
        <>
          <button type="button" className="btn" onClick={() => setImporting(true)}>
            {t('invoicingKeys.import.open')}
          </button>
          <button type="button" className="btn" onClick={() => setSheetImport(true)}>
            {t('invoicingKeys.sheet.open')}
          </button>
        </>
      }
    >
      {history && <ClientHistory client={history} onClose={() => setHistory(null)} />}
      {importing && <ClientsFromCustomers onClose={() => setImporting(false)} />}
      {sheetImport && <ClientsFromSheet onClose={() => setSheetImport(false)} />}
    </ListPage>
  );
}

function ClientHistory({ client, onClose }: { client: Client; onClose: () => void }) {
  const { t } = useTranslation();
  const h = useQuery({ queryKey: ['history', 'invoice-client', client.id, client.version], queryFn: () => getClientHistory(client.id) });
  return <HistoryDialog title={t('invoicing.historyOf', { name: client.name })} entries={h.data} error={h.error} describe={(e) => eventLabel(t, e.type)} detail={(e) => eventSummary(e.data)} onClose={onClose} />;
}

function ClientForm({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = {
    name: client?.name ?? '', country: client?.country ?? ('PL' as InvoiceCountry), taxId: client?.taxId ?? '', idType: client?.idType, vatId: client?.vatId ?? '', email: client?.email ?? '', customerId: client?.customerId ?? null,
    address: client?.address ?? { street: '', buildingNumber: '', city: '', postalCode: '', region: '', countryCode: 'PL' },
  };
  const form = useZodForm(createInvoiceClientBody, initial);
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useClientCommand();
  const save = async (input: CreateInvoiceClientBody) => {
    // Only a Peruvian client has an id type (SUNAT catálogo 06).
    const values = input.country === 'PE' ? input : { ...input, idType: undefined };
    if (!client) return command.mutateAsync({ create: { ...values, commandId } });
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('invoicing.nothingChanged'));
    return command.mutateAsync({ id: client.id, update: { version: client.version, ...changed } });
  };
  return (
    <EntityFormDialog form={form} title={client ? t('invoicing.client.edit', { name: client.name }) : t('invoicing.client.new')} onSave={save} onClose={onClose}>
      <Field name="name" label={t('invoicing.field.name')} autoFocus maxLength={200} />
      <Field name="country" kind="select" label={t('invoicing.field.country')} options={countryOptions(t)} />
      {form.watch('country') === 'PE' && <PeIdTypeField name="idType" />}
      <Field name="taxId" label={t('invoicing.field.taxId')} maxLength={30} />
      <Field name="vatId" label={t('invoicing.field.vatId')} maxLength={30} />
      <Field name="email" label={t('invoicing.field.email')} maxLength={200} />
      <AddressFields />
    </EntityFormDialog>
  );
}
