import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Dialog } from '../../components/ui/Dialog';
import { Icon } from '../../components/ui/Icon';
import { useCompanyTime } from '../../lib/company-time';
import { useStore } from '../../stores/create-store';
import { clearErrorLog, errorLogStore } from '../../stores/error-log';

/** The bug-log dialog (docs/shell.md "Bug log"): shown when unhandled errors exist, newest first, clearable. */
export function BugLogButton() {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  const entries = useStore(errorLogStore);
  const [open, setOpen] = useState(false);
  if (entries.length === 0 && !open) return null;
  return (
    <>
      <button type="button" className="navbar-button bug-log-button" aria-label={t('bugLog.title')} title={t('bugLog.title')} onClick={() => setOpen(true)}>
        <Icon name="bug" size={18} />
        <Badge count={entries.length} />
      </button>
      <Dialog
        open={open}
        wide
        title={t('bugLog.title')}
        onClose={() => setOpen(false)}
        footer={
          <>
            <button type="button" className="btn" onClick={() => clearErrorLog()} disabled={entries.length === 0}>
              {t('bugLog.clear')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setOpen(false)}>
              {t('common.close')}
            </button>
          </>
        }
      >
        {entries.length === 0 ? (
          <p>{t('bugLog.empty')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('bugLog.message')}</th>
                <th scope="col">{t('bugLog.url')}</th>
                <th scope="col">{t('bugLog.time')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <div className="error-text">{entry.message}</div>
                    {entry.stack && (
                      <details>
                        <summary>{t('bugLog.stack')}</summary>
                        <pre className="stack">{entry.stack}</pre>
                      </details>
                    )}
                  </td>
                  <td className="break">{entry.url}</td>
                  <td className="nowrap">{companyTime(entry.at, { seconds: true })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Dialog>
    </>
  );
}
