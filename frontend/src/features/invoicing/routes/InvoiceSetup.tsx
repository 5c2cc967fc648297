import { BOLETA_CREDIT_NOTE_SERIES, BOLETA_SERIES, DEFAULT_SERIES, hasBoleta, type InvoiceCountry, type InvoiceSetup as Setup, invoiceSetupFieldsSchema, NUMBER_FORMATS, type InvoiceSetupFields } from '@tradedesk/contracts/invoicing/invoice-setup';
import { addVatRateBody, type AddVatRateBody } from '@tradedesk/contracts/invoicing/vat-rates';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '../../../components/filters/FilterBar';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { eventSummary, HistoryTable } from '../../../components/ui/HistoryTable';
import { LoadError } from '../../../components/ui/LoadError';
import { getSetupHistory, useAddVatRate, useSaveSetup, useSetups, useVatRates } from '../api/invoicing';
import { AddressFields } from '../components/AddressFields';
import { CertificateCard, FolioWarning, FoliosCard, KsefOfflineCertificateCard } from '../components/KeysCards';
import { countryOptions, eventLabel } from '../labels';
import '../invoicing.css';

const NEW = '__new__';
/** A new setup's series: the country's defaults, with the boleta's where the country has one. */
const seriesFor = (country: InvoiceCountry): InvoiceSetupFields['series'] => ({ ...DEFAULT_SERIES[country], ...(BOLETA_SERIES[country] ? { boleta: BOLETA_SERIES[country] } : {}) });
const blank = (country: InvoiceCountry): InvoiceSetupFields => ({
  country, legalName: '', taxId: '', vatId: '', companyId: '', email: '', activity: '', iban: '', bankName: '',
  address: { street: '', buildingNumber: '', city: '', postalCode: '', region: '', countryCode: country }, series: seriesFor(country),
});
const fieldsOf = ({ id: _i, localCurrency: _l, version: _v, updatedAt: _u, ...f }: Setup): InvoiceSetupFields => f;

/** Invoice setup (route InvoiceSetup, /invoice/invoice-setup): the seller per company, its series, the VAT rates of its country, the history. */
export default function InvoiceSetup() {
  const { t } = useTranslation();
  const setups = useSetups();
  const [chosen, setChosen] = useState<string>('');
  const list = setups.data ?? [];
  const current = chosen === NEW ? null : (list.find((s) => s.id === chosen) ?? list[0] ?? null);
  const [newId, setNewId] = useState(() => (list.length ? crypto.randomUUID() : 'main'));
  const id = current?.id ?? newId;

  return (
    <section className="page invoicing-page" aria-labelledby="invoice-setup-title">
      <h1 id="invoice-setup-title">{t('route.InvoiceSetup')}</h1>
      <LoadError error={setups.error} />
      <div className="toolbar">
        {list.length > 0 && (
          <SelectFilter
            inline
            label={t('invoicing.setup.company')}
            value={current?.id ?? NEW}
            onChange={setChosen}
            options={[...list.map((s) => ({ value: s.id, label: `${s.legalName} (${s.country})` })), { value: NEW, label: t('invoicing.setup.newCompany') }]}
          />
        )}
        {list.length > 0 && chosen !== NEW && (
          <button type="button" className="btn" onClick={() => { setNewId(crypto.randomUUID()); setChosen(NEW); }}>
            {t('invoicing.setup.newCompany')}
          </button>
        )}
      </div>
      {current && <FolioWarning setupId={current.id} country={current.country} />}
      {!setups.isPending && <SetupForm key={`${id}-${current?.version ?? 0}`} id={id} setup={current} onSaved={() => setChosen(id)} />}
      {current && <RatesCard country={current.country} />}
      {current?.country === 'CL' && <FoliosCard setupId={current.id} />}
      {current && <CertificateCard setupId={current.id} />}
      {current?.country === 'PL' && <KsefOfflineCertificateCard setupId={current.id} />}
      {current && <SetupHistory id={current.id} />}
    </section>
  );
}

function SetupForm({ id, setup, onSaved }: { id: string; setup: Setup | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const initial = setup ? fieldsOf(setup) : blank('PL');
  const form = useZodForm(invoiceSetupFieldsSchema, initial);
  const save = useSaveSetup();
  const country = form.watch('country') as InvoiceCountry;
  // A new setup takes its country's series and country code until saved.
  useEffect(() => {
    if (setup) return;
    form.setValue('series', seriesFor(country));
    form.setValue('address.countryCode', country);
  }, [country, setup, form]);

  return (
    <EntityForm
      form={form}
      className="form card"
      label={t('invoicing.setup.seller')}
      onSave={(values) => save.mutateAsync({ id, body: { setup: values, ...(setup ? { version: setup.version } : {}) } })}
      onSaved={onSaved}
      actions={<SubmitButton>{t('form.save')}</SubmitButton>}
    >
      <h2>{t('invoicing.setup.seller')}</h2>
      <div className="form-grid">
        <Field name="country" kind="select" label={t('invoicing.field.country')} options={countryOptions(t)} disabled={Boolean(setup)} />
        <Field name="legalName" label={t('invoicing.field.legalName')} maxLength={200} />
        <Field name="taxId" label={t('invoicing.field.taxId')} maxLength={30} />
        <Field name="vatId" label={t('invoicing.field.vatId')} maxLength={30} />
        <Field name="companyId" label={t('invoicing.field.companyId')} maxLength={30} />
        <Field name="email" label={t('invoicing.field.email')} maxLength={200} />
        <Field name="activity" label={t('invoicing.field.activity')} maxLength={200} />
        {country === 'CL' && <Field name="acteco" label={t('invoicingSetupCl.acteco')} hint={t('invoicingSetupCl.actecoHint')} maxLength={40} setValueAs={(v: string) => v.trim() || undefined} />}
        <AddressFields />
        <Field name="iban" label={t('invoicing.field.iban')} maxLength={40} />
        <Field name="bankName" label={t('invoicing.field.bankName')} maxLength={100} />
      </div>
      <h2>{t('invoicing.setup.series')}</h2>
      <p className="hint">{t('invoicing.setup.numberFormat', { format: NUMBER_FORMATS[country] })}</p>
      <div className="form-grid">
        <Field name="series.invoice" label={t('invoicing.kind.invoice')} maxLength={10} />
        <Field name="series.creditNote" label={t('invoicing.kind.creditNote')} maxLength={10} />
        <Field name="series.proforma" label={t('invoicing.kind.proforma')} maxLength={10} />
        {hasBoleta(country) && (
          <Field
            name="series.boleta"
            label={t('invoicingBoleta.setup.boletaSeries')}
            placeholder={BOLETA_SERIES[country]}
            readOnly={country === 'CL'}
            hint={country === 'CL' ? t('invoicingBoleta.setup.clHint') : t('invoicingBoleta.setup.peHint')}
            maxLength={4}
            setValueAs={(v: string) => v.trim().toUpperCase() || undefined}
          />
        )}
        {hasBoleta(country) && <Field kind="checkbox" name="tillBoletas" label={t('invoicingBoleta.setup.tillBoletas')} hint={t('invoicingBoleta.setup.tillBoletasHint')} />}
        {country === 'PE' && (
          <Field
            name="series.boletaCreditNote"
            label={t('invoicingBoletaNote.setup.noteSeries')}
            placeholder={BOLETA_CREDIT_NOTE_SERIES.PE}
            hint={t('invoicingBoletaNote.setup.noteHint')}
            maxLength={4}
            setValueAs={(v: string) => v.trim().toUpperCase() || undefined}
          />
        )}
      </div>
    </EntityForm>
  );
}

function RatesCard({ country }: { country: InvoiceCountry }) {
  const { t } = useTranslation();
  const rates = useVatRates({ country });
  const [adding, setAdding] = useState(false);
  return (
    <section className="card" aria-labelledby="vat-rates-title">
      <h2 id="vat-rates-title">{t('invoicing.rates.title', { country })}</h2>
      <LoadError error={rates.error} />
      <table className="table">
        <thead>
          <tr>
            <th>{t('invoicing.rates.rate')}</th>
            <th>{t('invoicing.rates.label')}</th>
            <th>{t('invoicing.rates.validFrom')}</th>
            <th>{t('invoicing.rates.validTo')}</th>
            <th>{t('invoicing.rates.source')}</th>
          </tr>
        </thead>
        <tbody>
          {(rates.data ?? []).map((r) => (
            <tr key={r.id} data-rate={`${r.rate}-${r.validFrom}`}>
              <td className="num">{r.rate} %</td>
              <td>{r.label}</td>
              <td>{r.validFrom}</td>
              <td>{r.validTo ?? '—'}</td>
              <td>{r.seeded ? t('invoicing.rates.seeded') : t('invoicing.rates.added')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn" onClick={() => setAdding(true)}>
        {t('invoicing.rates.add')}
      </button>
      {adding && <AddRateDialog country={country} onClose={() => setAdding(false)} />}
    </section>
  );
}

function AddRateDialog({ country, onClose }: { country: InvoiceCountry; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddVatRate();
  const [commandId] = useState(() => crypto.randomUUID());
  const form = useZodForm(addVatRateBody, { country, rate: '', label: '', validFrom: '', validTo: null });
  return (
    <EntityFormDialog form={form} title={t('invoicing.rates.add')} onSave={(values: AddVatRateBody) => add.mutateAsync({ ...values, commandId })} onClose={onClose}>
      <Field name="rate" label={t('invoicing.rates.rate')} autoFocus inputMode="decimal" />
      <Field name="label" label={t('invoicing.rates.label')} maxLength={50} />
      <Field name="validFrom" label={t('invoicing.rates.validFrom')} type="date" />
      <Field name="validTo" label={t('invoicing.rates.validTo')} type="date" setValueAs={(v) => v || null} />
    </EntityFormDialog>
  );
}

function SetupHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: ['history', 'invoice-setup', id], queryFn: () => getSetupHistory(id) });
  const entries = useMemo(() => history.data, [history.data]);
  return <HistoryTable title={t('invoicing.history')} entries={entries} error={history.error} describe={(e) => eventLabel(t, e.type)} detail={(e) => eventSummary(e.data)} />;
}
