import { OFFICE_COUNTRY, SUBMISSION_MODES, type SubmissionMode, type SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/FormDialog';
import { LoadError } from '../../../components/ui/LoadError';
import { useCompanyTime } from '../../../lib/company-time';
import { useAuthorizeOffice, useCompanies, useSaveSubmissionSettings, useSubmissionSettings } from '../api';

interface Draft {
  mode: SubmissionMode;
  baseUrl: string;
  credentials: Record<string, string>;
}

/**
 * A company's offices: off, sandbox or production, the address (empty: the office's documented
 * one) and the credentials. A saved secret is never shown: its field says "saved" and stays
 * empty; typing replaces it, an empty field keeps it.
 */
export function SettingsDialog({ office, onClose }: { office?: SubmissionOffice; onClose: () => void }) {
  const { t } = useTranslation();
  const companies = useCompanies();
  const choices = (companies.data ?? []).filter((c) => !office || OFFICE_COUNTRY[office] === c.country);
  const [setupId, setSetupId] = useState('');
  useEffect(() => {
    if (!setupId && choices[0]) setSetupId(choices[0].id);
  }, [choices, setupId]);
  const settings = useSubmissionSettings(setupId);
  const save = useSaveSubmissionSettings();
  const authorize = useAuthorizeOffice();
  const companyTime = useCompanyTime();
  const [drafts, setDrafts] = useState<Partial<Record<SubmissionOffice, Draft>>>({});
  useEffect(() => {
    if (!settings.data) return;
    setDrafts(Object.fromEntries(settings.data.offices.map((o) => [o.office, { mode: o.mode, baseUrl: o.baseUrl, credentials: {} }])));
  }, [settings.data]);
  const companyId = useId();
  const offices = (settings.data?.offices ?? []).filter((o) => !office || o.office === office);

  const submit = () => {
    const body = {
      offices: Object.fromEntries(
        offices.map((o) => {
          const d = drafts[o.office]!;
          return [o.office, { mode: d.mode, baseUrl: d.baseUrl.trim(), credentials: Object.fromEntries(Object.entries(d.credentials).filter(([, v]) => v !== '')) }];
        }),
      ),
    };
    void save.mutateAsync({ setupId, body }).then(onClose, () => undefined);
  };

  return (
    <FormDialog title={t('submission.settings')} wide busy={save.isPending} onSubmit={(e) => (e.preventDefault(), submit())} onClose={onClose}>
      <LoadError error={companies.error ?? settings.error ?? authorize.error} />
      <div className="field">
        <label htmlFor={companyId}>{t('submission.company')}</label>
        <select id={companyId} value={setupId} onChange={(e) => setSetupId(e.target.value)}>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.legalName} ({c.country})
            </option>
          ))}
        </select>
      </div>
      {choices.length === 0 && companies.data && <p className="muted">{t('submission.noCompany')}</p>}
      {settings.data && offices.length === 0 && <p className="muted">{t('submission.noOffice')}</p>}
      {offices.map((o) => {
        const d = drafts[o.office];
        if (!d) return null;
        const set = (patch: Partial<Draft>) => setDrafts((all) => ({ ...all, [o.office]: { ...d, ...patch } }));
        return (
          <fieldset key={o.office} className="card">
            <legend>{t(`submission.offices.${o.office}`)}</legend>
            <div className="field">
              <label htmlFor={`${companyId}-${o.office}-mode`}>{t('submission.mode')}</label>
              <select id={`${companyId}-${o.office}-mode`} value={d.mode} onChange={(e) => set({ mode: e.target.value as SubmissionMode })}>
                {SUBMISSION_MODES.map((m) => (
                  <option key={m} value={m}>
                    {t(`submission.modes.${m}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${companyId}-${o.office}-url`}>{t('submission.address')}</label>
              <input id={`${companyId}-${o.office}-url`} type="url" value={d.baseUrl} placeholder={t('submission.addressDefault')} onChange={(e) => set({ baseUrl: e.target.value })} />
            </div>
            {o.credentials.map((c) => (
              <div className="field" key={c.name}>
                <label htmlFor={`${companyId}-${o.office}-${c.name}`}>{t(`submission.credentials.${c.name}`)}</label>
                <input
                  id={`${companyId}-${o.office}-${c.name}`}
                  type="password"
                  autoComplete="new-password"
                  value={d.credentials[c.name] ?? ''}
                  placeholder={c.set ? t('submission.secretSaved') : t('submission.secretMissing')}
                  onChange={(e) => set({ credentials: { ...d.credentials, [c.name]: e.target.value } })}
                />
              </div>
            ))}
            {o.connection !== undefined && (
              <div className="field">
                <p role="status">{o.connection ? t('submission.oauth.connectedUntil', { date: companyTime(o.connection.refreshExpiresAt, { dateOnly: true }) }) : t('submission.oauth.notConnected')}</p>
                {/* The sign-in uses the saved client: save first, then connect (the browser goes to the office and comes back here). */}
                <button
                  type="button"
                  className="btn"
                  disabled={!o.credentials.every((c) => c.set) || authorize.isPending}
                  onClick={() => void authorize.mutateAsync({ setupId, office: o.office }).then((r) => window.location.assign(r.url), () => undefined)}
                >
                  {o.connection ? t('submission.oauth.reconnect') : t('submission.oauth.connect')}
                </button>
                {!o.credentials.every((c) => c.set) && <p className="muted">{t('submission.oauth.saveFirst')}</p>}
              </div>
            )}
          </fieldset>
        );
      })}
    </FormDialog>
  );
}
