import { INVOICE_COUNTRIES, type InvoiceCountry } from '@tradedesk/contracts/invoicing/invoice-setup';
import { createTransportCompanyBody, type CreateTransportCompanyBody, type TransportCompany } from '@tradedesk/contracts/invoicing/transport-registers';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SearchFilter, SelectFilter, type StatusChoice, StatusFilter } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { ListPage } from '../../../components/list/ListPage';
import { searchText } from '../../../components/list/list-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { eventSummary, HistoryDialog } from '../../../components/ui/HistoryTable';
import { getTransportCompanyHistory, useTransportCompanies, useTransportCompanyCommand } from '../api/registers';
import { AddressFields } from '../components/AddressFields';
import { countryOptions } from '../labels';
import '../invoicing.css';

const ACTIVE: Record<StatusChoice, 'active' | 'inactive' | 'all'> = { active: 'active', disabled: 'inactive', all: 'all' };

/** The transport company register (route InvoiceTransportCompany, /invoice/transportCompany; Root and Admin): list, filters, add, edit, deactivate, history, Excel. */
export default function InvoiceTransportCompany() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState<InvoiceCountry | ''>('');
  const [status, setStatus] = useState<'active' | 'inactive' | 'all'>('active');
  const [history, setHistory] = useState<TransportCompany | null>(null);
  const list = useTransportCompanies({ search: searchText(search), country: country || undefined, active: status });
  const command = useTransportCompanyCommand();

  const columns = useMemo<GridColumn<TransportCompany>[]>(
    () => [
      { id: 'name', header: t('invoicing.field.name'), value: (c) => c.name, width: 220, lockVisible: true },
      { id: 'country', header: t('invoicing.field.country'), value: (c) => c.country, width: 80 },
      { id: 'taxId', header: t('invoicing.field.taxId'), value: (c) => c.taxId, width: 150 },
      { id: 'city', header: t('invoicing.field.city'), value: (c) => c.address.city, width: 140 },
      { id: 'address', header: t('invoicing.field.street'), value: (c) => `${c.address.street} ${c.address.buildingNumber}`.trim(), flex: 1 },
      { id: 'phone', header: t('invReg.phone'), value: (c) => c.phone, width: 150 },
      { id: 'email', header: t('invoicing.field.email'), value: (c) => c.email, width: 200 },
      { id: 'active', header: t('invReg.active'), value: (c) => (c.active ? t('invReg.yes') : t('invReg.no')), width: 90 },
    ],
    [t],
  );

  return (
    <ListPage<TransportCompany>
      titleId="invoice-transport-company-title"
      title={t('route.InvoiceTransportCompany')}
      intro={t('invReg.transportCompanyIntro')}
      filters={
        <FilterBar>
          <SearchFilter label={t('invoicing.search')} value={search} onChange={setSearch} />
          <SelectFilter label={t('invoicing.field.country')} value={country} onChange={setCountry} allLabel={t('invoicing.all')} options={INVOICE_COUNTRIES.map((c) => ({ value: c, label: t(`invoicing.country.${c}`) }))} />
          <StatusFilter value={status} onChange={setStatus} values={ACTIVE} />
        </FilterBar>
      }
      query={list}
      table="invoiceTransportCompanyList"
      columns={columns}
      rows={list.data?.companies}
      getRowId={(c) => c.id}
      editor={{ newLabel: t('invReg.newTransportCompany'), render: (c, close) => <CompanyForm key={c?.id ?? 'new'} company={c} onClose={close} /> }}
      rowActions={[
        { status: { isDisabled: (c) => !c.active, run: (c, action) => command.mutateAsync({ id: c.id, action, version: c.version }) } },
        { label: t('invoicing.history'), run: setHistory },
      ]}
    >
      {history && <CompanyHistory company={history} onClose={() => setHistory(null)} />}
    </ListPage>
  );
}

function CompanyHistory({ company, onClose }: { company: TransportCompany; onClose: () => void }) {
  const { t } = useTranslation();
  const h = useQuery({ queryKey: ['history', 'transport-company', company.id, company.version], queryFn: () => getTransportCompanyHistory(company.id) });
  return <HistoryDialog title={t('invoicing.historyOf', { name: company.name })} entries={h.data} error={h.error} describe={(e) => t(`invReg.events.${e.type}`, { defaultValue: e.type })} detail={(e) => eventSummary(e.data)} onClose={onClose} />;
}

function CompanyForm({ company, onClose }: { company: TransportCompany | null; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = {
    name: company?.name ?? '', country: company?.country ?? ('PL' as InvoiceCountry), taxId: company?.taxId ?? '', phone: company?.phone ?? '', email: company?.email ?? '',
    address: company?.address ?? { street: '', buildingNumber: '', city: '', postalCode: '', region: '', countryCode: 'PL' },
  };
  const form = useZodForm(createTransportCompanyBody, initial);
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useTransportCompanyCommand();
  const save = async (values: CreateTransportCompanyBody) => {
    if (!company) return command.mutateAsync({ create: { ...values, commandId } });
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('invoicing.nothingChanged'));
    return command.mutateAsync({ id: company.id, update: { version: company.version, ...changed } });
  };
  return (
    <EntityFormDialog form={form} title={company ? t('invReg.editTransportCompany', { name: company.name }) : t('invReg.newTransportCompany')} onSave={save} onClose={onClose}>
      <Field name="name" label={t('invoicing.field.name')} autoFocus maxLength={200} />
      <Field name="country" kind="select" label={t('invoicing.field.country')} options={countryOptions(t)} />
      <Field name="taxId" label={t('invoicing.field.taxId')} maxLength={30} />
      <Field name="phone" label={t('invReg.phone')} maxLength={40} />
      <Field name="email" label={t('invoicing.field.email')} maxLength={200} />
      <AddressFields />
    </EntityFormDialog>
  );
}
