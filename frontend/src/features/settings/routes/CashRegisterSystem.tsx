import { posSettingsChangesSchema, SETTING_GROUPS, type SettingGroup } from '@tradedesk/contracts/settings/company-settings';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { usePosSettings, usePutPosSettings } from '../api/pos-settings';
import { valuesOf } from '../setting-fields';
import { SettingsForm } from './SystemSetting';

const GROUPS: readonly SettingGroup[] = ['pos'];

/**
 * The cash register system (route CashRegisterSystem, /setting/cashRegisterSys; docs/pos.md "Cash
 * register system"): the settings every till of the company follows (the highest discount a
 * cashier gives without a supervisor, the receipt's header and footer, its paper width, printing
 * after payment, cash rounding by the law of the currency), with the settings screen's form, read and saved through the till settings' own
 * calls (Root, Admin or this page's privilege).
 */
export default function CashRegisterSystem() {
  const { t } = useTranslation();
  const settings = usePosSettings();
  const save = usePutPosSettings();
  const loaded = useMemo(() => (settings.data ? valuesOf({ pos: settings.data }) : null), [settings.data]);
  return (
    <section className="page" aria-labelledby="cash-register-system-title">
      <h1 id="cash-register-system-title" className="page-title">
        {t('route.CashRegisterSystem')}
      </h1>
      <p className="muted">{t('settingsPage.posIntro')}</p>
      <LoadError error={settings.isError ? settings.error : null} />
      {settings.isPending && (
        <div className="page-loading" role="status">
          <div className="spinner" />
        </div>
      )}
      {loaded && (
        <SettingsForm
          loaded={loaded}
          groups={GROUPS}
          shown={(group) => SETTING_GROUPS[group].filter((k) => settings.data?.[k] !== undefined)}
          schema={posSettingsChangesSchema}
          onSave={(changes) => save.mutateAsync({ commandId: crypto.randomUUID(), settings: changes })}
        />
      )}
    </section>
  );
}
