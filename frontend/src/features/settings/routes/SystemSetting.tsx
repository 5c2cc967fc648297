import { COST_METHODS } from '@tradedesk/contracts/inventory/cost';
import { NOTICE_CONTACT_LIMITS, RECEIPT_TEXT_LIMITS, RECEIPT_WIDTHS, SETTING_GROUP_NAMES, SETTING_GROUPS, settingsChangesSchema, type CompanySettingKey, type CompanySettings, type SettingGroup } from '@tradedesk/contracts/settings/company-settings';
import { LoadError } from '../../../components/ui/LoadError';
import { useEffect, useMemo } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../../components/form/Field';
import { FormError } from '../../../components/form/FormError';
import { useFormSave } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { toast } from '../../../stores/toast';
import { useGroupSettings } from '../api/get-group-settings';
import { useSystypes } from '../api/get-systypes';
import { usePutSettings } from '../api/put-settings';
import { changedSettings, fromInput, settingKind, valuesOf, type SelectList, type SettingValues } from '../setting-fields';

const SALE_PAGE_ROUTE: Record<string, string> = { new: 'SaleNew', input: 'SaleInput', retail: 'SaleRetail' };

/**
 * Company settings (route SystemSetting, /setting/system): every key of every group, edited with the
 * input its type needs, saved in one PUT with only the changed keys. The shell's menu follows at once.
 */
export default function SystemSetting() {
  const { t } = useTranslation();
  const groups = useGroupSettings();
  const save = usePutSettings();
  const loaded = useMemo(() => (groups.data ? valuesOf(groups.data) : null), [groups.data]);
  const shown = (group: (typeof SETTING_GROUP_NAMES)[number]) => SETTING_GROUPS[group].filter((k) => groups.data?.[group]?.[k] !== undefined);

  return (
    <section className="page" aria-labelledby="settings-title">
      <h1 id="settings-title" className="page-title">
        {t('route.SystemSetting')}
      </h1>
      <LoadError error={groups.isError ? groups.error : null} />
      {groups.isPending && <div className="page-loading" role="status"><div className="spinner" /></div>}
      {loaded && <SettingsForm loaded={loaded} groups={SETTING_GROUP_NAMES} shown={shown} schema={settingsChangesSchema} onSave={(settings) => save.mutateAsync({ commandId: crypto.randomUUID(), settings })} />}
    </section>
  );
}

/**
 * Every shown key of the given groups with the input its type needs. Only the keys that differ
 * from what was loaded are checked (`schema`: the contract's changes schema of the call that saves)
 * and sent. A live change by someone else refreshes what is shown, keeping the keys being edited here.
 * Also the CashRegisterSystem screen's form (the till's group only, its own call).
 */
export function SettingsForm({
  loaded,
  groups,
  shown,
  schema: changesSchema,
  onSave,
}: {
  loaded: SettingValues;
  groups: readonly SettingGroup[];
  shown: (group: SettingGroup) => CompanySettingKey[];
  schema: z.ZodType<Partial<CompanySettings>, Partial<CompanySettings>>;
  onSave: (settings: Partial<CompanySettings>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const systypes = useSystypes();
  const schema = useMemo(() => z.record(z.string(), z.unknown()).transform((values) => changedSettings(loaded, values)).pipe(changesSchema), [loaded, changesSchema]);
  // The screen's own words for the rules a key's text can break (the schema's are English).
  const messages = useMemo(() => {
    const lines = (limits: { lines: number; length: number }) => t('settingsPage.invalid.lines', limits);
    return { NoticeContacts: lines(NOTICE_CONTACT_LIMITS), PosReceiptHeader: lines(RECEIPT_TEXT_LIMITS), PosReceiptFooter: lines(RECEIPT_TEXT_LIMITS), DefaultTax: t('settingsPage.invalid.percent'), PosMaxDiscount: t('settingsPage.invalid.percent') };
  }, [t]);
  const form = useZodForm(schema, loaded, { messages });
  const values = useWatch({ control: form.control }) as SettingValues;
  const changes = changedSettings(loaded, { ...loaded, ...values });
  const dirty = Object.keys(changes).length > 0;

  useEffect(() => form.reset(loaded, { keepDirtyValues: true }), [form, loaded]);

  const { submit } = useFormSave(form, {
    bodyPrefix: 'settings.',
    savedMessage: t('settingsPage.saved'),
    onSave,
    onSaved: () => form.reset({ ...loaded, ...values }),
  });

  const optionsFor = (list: SelectList | 'currency') => {
    if (list === 'costMethod') return COST_METHODS.map((code) => ({ value: code, label: t(`settingsPage.costMethod.${code}`) }));
    if (list === 'receiptWidth') return RECEIPT_WIDTHS.map((w) => ({ value: w, label: `${w} mm` }));
    const items = systypes.data?.[list] ?? [];
    return items.map((item) => {
      let label = item.name;
      if (list === 'currency') label = `${item.code} · ${item.name}`;
      else if (list === 'saleType') label = t(`settingsPage.saleType.${item.code}`);
      else if (list === 'salePage') label = SALE_PAGE_ROUTE[item.code] ? t(`route.${SALE_PAGE_ROUTE[item.code]}`) : item.code;
      else if (list === 'negativeStockPolicy') label = t(`settingsPage.negativeStock.${item.code}`);
      return { value: item.code, label };
    });
  };

  const renderField = (key: CompanySettingKey) => {
    const kind = settingKind(key);
    const label = t(`settingsPage.key.${key}`);
    const typed = (raw: string) => fromInput(key, raw);
    if (kind.type === 'switch') return <Field key={key} name={key} label={label} kind="checkbox" switch />;
    if (kind.type === 'currency' || kind.type === 'select') {
      const options = optionsFor(kind.type === 'currency' ? 'currency' : kind.list);
      const value = values[key];
      const current = value === null || value === undefined ? '' : String(value);
      return (
        <Field
          key={key}
          name={key}
          label={label}
          kind="select"
          setValueAs={typed}
          {...(key === 'CostMethod' ? { hint: t('settingsPage.hint.CostMethod') } : {})}
          options={[
            ...(kind.type === 'currency' && kind.nullable ? [{ value: '', label: t('settingsPage.none') }] : []),
            ...(current !== '' && !options.some((o) => o.value === current) ? [{ value: current, label: current }] : []),
            ...options,
          ]}
        />
      );
    }
    if (kind.type === 'lines') return <Field key={key} name={key} label={label} kind="textarea" rows={key === 'NoticeContacts' ? 4 : 6} hint={t(`settingsPage.hint.${key}`)} setValueAs={typed} />;
    if (kind.type === 'number') return <Field key={key} name={key} label={label} type="number" step={kind.step} min={kind.min} max={kind.max} setValueAs={typed} />;
    return <Field key={key} name={key} label={label} inputMode={kind.type === 'decimal' ? 'decimal' : undefined} setValueAs={typed} />;
  };

  return (
    <FormProvider {...form}>
      <form
        className="settings-form"
        noValidate
        onSubmit={(e) => {
          if (dirty) return void submit(e);
          e.preventDefault();
          toast.info(t('settingsPage.nothingChanged'));
        }}
      >
        {groups.map((group) => (
          <fieldset key={group} className="settings-group">
            <legend>{t(`settingsPage.group.${group}`)}</legend>
            <div className="field-grid">{shown(group).map(renderField)}</div>
          </fieldset>
        ))}
        <FormError />
        <div className="actions sticky-actions">
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting || !dirty}>
            {t('form.save')}
          </button>
          <button type="button" className="btn" disabled={!dirty} onClick={() => form.reset(loaded)}>
            {t('settingsPage.discard')}
          </button>
          {dirty && <span className="muted">{t('settingsPage.unsaved', { n: Object.keys(changes).length })}</span>}
        </div>
      </form>
    </FormProvider>
  );
}
