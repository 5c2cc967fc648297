import { createDriverBody, type CreateDriverBody, type Driver } from '@tradedesk/contracts/invoicing/transport-registers';
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
import { getDriverHistory, useDriverCommand, useDrivers, useTransportCompanies } from '../api/registers';
import '../invoicing.css';

const ACTIVE: Record<StatusChoice, 'active' | 'inactive' | 'all'> = { active: 'active', disabled: 'inactive', all: 'all' };
/** "GD 12345, gd 7777a" -> ['GD 12345', 'GD 7777A'] (the contract upper-cases and checks each). */
const platesOf = (typed: unknown) => (Array.isArray(typed) ? typed : String(typed ?? '').split(/[,;\n]/).map((p: string) => p.trim()).filter(Boolean));

/** The driver register (route InvoiceDriver, /invoice/driver; Root and Admin): list, filters, add, edit, deactivate, history, Excel. */
export default function InvoiceDriver() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [carrier, setCarrier] = useState('');
  const [status, setStatus] = useState<'active' | 'inactive' | 'all'>('active');
  const [history, setHistory] = useState<Driver | null>(null);
  const list = useDrivers({ search: searchText(search), transportCompanyId: carrier || undefined, active: status });
  const carriers = useTransportCompanies({ active: 'all' });
  const command = useDriverCommand();

  const columns = useMemo<GridColumn<Driver>[]>(
    () => [
      { id: 'name', header: t('invoicing.field.name'), value: (d) => d.name, width: 200, lockVisible: true },
      { id: 'idNumber', header: t('invReg.idNumber'), value: (d) => d.idNumber, width: 150 },
      { id: 'licenceNumber', header: t('invReg.licenceNumber'), value: (d) => d.licenceNumber, width: 150 },
      { id: 'phone', header: t('invReg.phone'), value: (d) => d.phone, width: 140 },
      { id: 'plates', header: t('invReg.plates'), value: (d) => d.plates.join(', '), width: 180 },
      { id: 'company', header: t('invReg.transportCompany'), value: (d) => d.transportCompanyName ?? '', flex: 1 },
      { id: 'active', header: t('invReg.active'), value: (d) => (d.active ? t('invReg.yes') : t('invReg.no')), width: 90 },
    ],
    [t],
  );
  const carrierOptions = (carriers.data?.companies ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <ListPage<Driver>
      titleId="invoice-driver-title"
      title={t('route.InvoiceDriver')}
      intro={t('invReg.driverIntro')}
      filters={
        <FilterBar>
          <SearchFilter label={t('invoicing.search')} value={search} onChange={setSearch} />
          <SelectFilter label={t('invReg.transportCompany')} value={carrier} onChange={setCarrier} allLabel={t('invoicing.all')} options={carrierOptions} />
          <StatusFilter value={status} onChange={setStatus} values={ACTIVE} />
        </FilterBar>
      }
      query={list}
      table="invoiceDriverList"
      columns={columns}
      rows={list.data?.drivers}
      getRowId={(d) => d.id}
      editor={{ newLabel: t('invReg.newDriver'), render: (d, close) => <DriverForm key={d?.id ?? 'new'} driver={d} onClose={close} /> }}
      rowActions={[
        { status: { isDisabled: (d) => !d.active, run: (d, action) => command.mutateAsync({ id: d.id, action, version: d.version }) } },
        { label: t('invoicing.history'), run: setHistory },
      ]}
    >
      {history && <DriverHistory driver={history} onClose={() => setHistory(null)} />}
    </ListPage>
  );
}

function DriverHistory({ driver, onClose }: { driver: Driver; onClose: () => void }) {
  const { t } = useTranslation();
  const h = useQuery({ queryKey: ['history', 'driver', driver.id, driver.version], queryFn: () => getDriverHistory(driver.id) });
  return <HistoryDialog title={t('invoicing.historyOf', { name: driver.name })} entries={h.data} error={h.error} describe={(e) => t(`invReg.events.${e.type}`, { defaultValue: e.type })} detail={(e) => eventSummary(e.data)} onClose={onClose} />;
}

function DriverForm({ driver, onClose }: { driver: Driver | null; onClose: () => void }) {
  const { t } = useTranslation();
  const carriers = useTransportCompanies({ active: 'active' });
  const initial = {
    name: driver?.name ?? '', idNumber: driver?.idNumber ?? '', licenceNumber: driver?.licenceNumber ?? '', phone: driver?.phone ?? '',
    plates: driver?.plates ?? [], transportCompanyId: driver?.transportCompanyId ?? null,
  };
  const form = useZodForm(createDriverBody, initial);
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useDriverCommand();
  const save = async (values: CreateDriverBody) => {
    if (!driver) return command.mutateAsync({ create: { ...values, commandId } });
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('invoicing.nothingChanged'));
    return command.mutateAsync({ id: driver.id, update: { version: driver.version, ...changed } });
  };
  const options = [{ value: '', label: t('invReg.noTransportCompany') }, ...(carriers.data?.companies ?? []).map((c) => ({ value: c.id, label: c.name }))];
  if (driver?.transportCompanyId && !options.some((o) => o.value === driver.transportCompanyId)) options.push({ value: driver.transportCompanyId, label: driver.transportCompanyName ?? driver.transportCompanyId });
  return (
    <EntityFormDialog form={form} title={driver ? t('invReg.editDriver', { name: driver.name }) : t('invReg.newDriver')} onSave={save} onClose={onClose}>
      <Field name="name" label={t('invoicing.field.name')} autoFocus maxLength={200} />
      <Field name="idNumber" label={t('invReg.idNumber')} maxLength={40} />
      <Field name="licenceNumber" label={t('invReg.licenceNumber')} maxLength={40} />
      <Field name="phone" label={t('invReg.phone')} maxLength={40} />
      <Field name="plates" label={t('invReg.plates')} hint={t('invReg.platesHint')} setValueAs={platesOf} within />
      <Field name="transportCompanyId" kind="select" label={t('invReg.transportCompany')} options={options} setValueAs={(v) => v || null} />
    </EntityFormDialog>
  );
}
