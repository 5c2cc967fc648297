import { SETTING_GROUP_NAMES, SETTING_GROUPS, settingsChangesSchema, type CompanySettingKey } from '@tradedesk/contracts/settings/company-settings';
import { LoadError } from '../../../components/ui/LoadError';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/form';
import { toast } from '../../../stores/toast';
import { useGroupSettings } from '../api/get-group-settings';
import { useSystypes } from '../api/get-systypes';
import { usePutSettings } from '../api/put-settings';
import { changedSettings, fromInput, settingKind, valuesOf, type SettingValues } from '../setting-fields';

const SALE_PAGE_ROUTE: Record<string, string> = { new: 'SaleNew', input: 'SaleInput', retail: 'SaleRetail' };

/**
 * Company settings (route SystemSetting, /setting/system): every key of every group, edited with the
 * input its type needs, saved in one PUT with only the changed keys. The shell's menu follows at once.
 */
export default function SystemSetting() {
  const { t } = useTranslation();
  const groups = useGroupSettings();
  const systypes = useSystypes();
  const save = usePutSettings();
  const loaded = useMemo(() => (groups.data ? valuesOf(groups.data) : null), [groups.data]);
  const [edited, setEdited] = useState<SettingValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const baseId = useId();
  const changes = loaded ? changedSettings(loaded, { ...loaded, ...edited }) : {};
  const dirty = Object.keys(changes).length > 0;

  // A live change by someone else refreshes what is shown, keeping the keys being edited here.
  useEffect(() => {
    if (loaded) setEdited((e) => Object.fromEntries(Object.entries(e).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(loaded[k as CompanySettingKey]))));
  }, [loaded]);

  const valueOf = (key: CompanySettingKey) => (key in edited ? edited[key] : loaded?.[key]);
  const set = (key: CompanySettingKey, raw: string | boolean) => setEdited((e) => ({ ...e, [key]: fromInput(key, raw) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!dirty) {
      toast.info(t('settingsPage.nothingChanged'));
      return;
    }
    const parsed = settingsChangesSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ commandId: crypto.randomUUID(), settings: parsed.data });
      setEdited({});
      toast.success(t('settingsPage.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.error?.details?.length) {
        setErrors(Object.fromEntries(error.error.details.map((d) => [d.path.replace(/^settings\./, '').split('.')[0]!, d.message])));
      }
      setFormError(errorMessage(error));
    }
  };

  const optionsFor = (list: 'saleType' | 'salePage' | 'packageType' | 'negativeStockPolicy' | 'currency') => {
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
    const id = `${baseId}-${key}`;
    const kind = settingKind(key);
    const value = valueOf(key);
    const label = t(`settingsPage.key.${key}`);
    const error = errors[key];
    const describedBy = error ? `${id}-err` : undefined;
    let input;
    if (kind.type === 'switch') {
      return (
        <div className="field field-switch" key={key}>
          <label htmlFor={id}>
            <input id={id} type="checkbox" role="switch" checked={value === true} onChange={(e) => set(key, e.target.checked)} aria-describedby={describedBy} />
            {label}
          </label>
          {error && <p className="field-error" id={describedBy}>{error}</p>}
        </div>
      );
    }
    if (kind.type === 'currency' || kind.type === 'select') {
      const options = optionsFor(kind.type === 'currency' ? 'currency' : kind.list);
      const current = value === null || value === undefined ? '' : String(value);
      input = (
        <select id={id} value={current} onChange={(e) => set(key, e.target.value)} aria-invalid={Boolean(error)} aria-describedby={describedBy}>
          {kind.type === 'currency' && kind.nullable && <option value="">{t('settingsPage.none')}</option>}
          {current !== '' && !options.some((o) => o.value === current) && <option value={current}>{current}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    } else if (kind.type === 'number') {
      input = (
        <input
          id={id}
          type="number"
          step={kind.step}
          min={kind.min}
          max={kind.max}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      );
    } else {
      input = (
        <input
          id={id}
          inputMode={kind.type === 'decimal' ? 'decimal' : undefined}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      );
    }
    return (
      <div className="field" key={key}>
        <label htmlFor={id}>{label}</label>
        {input}
        {error && <p className="field-error" id={describedBy}>{error}</p>}
      </div>
    );
  };

  return (
    <section className="page" aria-labelledby="settings-title">
      <h1 id="settings-title" className="page-title">
        {t('route.SystemSetting')}
      </h1>
      <LoadError error={groups.isError ? groups.error : null} />
      {groups.isPending && <div className="page-loading" role="status"><div className="spinner" /></div>}
      {loaded && (
        <form className="settings-form" onSubmit={submit} noValidate>
          {SETTING_GROUP_NAMES.map((group) => (
            <fieldset key={group} className="settings-group">
              <legend>{t(`settingsPage.group.${group}`)}</legend>
              <div className="field-grid">{SETTING_GROUPS[group].filter((k) => groups.data?.[group]?.[k] !== undefined).map(renderField)}</div>
            </fieldset>
          ))}
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <div className="actions sticky-actions">
            <button type="submit" className="btn btn-primary" disabled={save.isPending || !dirty}>
              {t('form.save')}
            </button>
            <button type="button" className="btn" disabled={!dirty} onClick={() => (setEdited({}), setErrors({}), setFormError(null))}>
              {t('settingsPage.discard')}
            </button>
            {dirty && <span className="muted">{t('settingsPage.unsaved', { n: Object.keys(changes).length })}</span>}
          </div>
        </form>
      )}
    </section>
  );
}
