import type { DiscountApproval } from '@tradedesk/contracts/pos/pos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorText } from '../../../lib/api';
import { approveDiscount, useTill } from '../api/till';

/**
 * The supervisor dialog (docs/pos.md "Supervisor approval"): a line discount over the till's limit
 * needs a till supervisor's PIN. The supervisor picks their name and types their PIN; the server
 * checks it (the cashier PIN's hashing and throttle) and answers an approval up to `discount` for
 * this cashier's next sale. It needs the network: offline, the dialog says so.
 */
export function SupervisorApproval({ discount, limit, onApproved, onCancel }: { discount: string; limit: string; onApproved: (a: DiscountApproval) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const till = useTill(true);
  const [supervisorId, setSupervisorId] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const supervisors = till.data?.supervisors ?? [];
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setPending(true);
    try {
      onApproved(await approveDiscount({ approvalId: crypto.randomUUID(), supervisorId, pin, maxDiscount: discount }));
    } catch (err) {
      setPin('');
      setError(err instanceof ApiRequestError && err.transport ? t('posCashier.needsNetwork') : errorText(t, err));
    } finally {
      setPending(false);
    }
  };
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="pos-supervisor-title" className="dialog card">
      <form onSubmit={(e) => void submit(e)}>
        <h2 id="pos-supervisor-title">{t('posCashier.supervisorTitle')}</h2>
        <p>{t('posCashier.supervisorIntro', { discount, limit })}</p>
        {supervisors.length === 0 ? (
          <p className="muted">{t('posCashier.noSupervisors')}</p>
        ) : (
          <fieldset className="choice-group">
            <legend>{t('posCashier.supervisor')}</legend>
            {supervisors.map((c) => (
              <label key={c.employeeId} className="inline-check">
                <input type="radio" name="supervisor" value={c.employeeId} checked={supervisorId === c.employeeId} onChange={() => setSupervisorId(c.employeeId)} disabled={c.locked} /> {c.name}
              </label>
            ))}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor="pos-supervisor-pin">{t('posCashier.supervisorPin')}</label>
          <input id="pos-supervisor-pin" type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))} />
        </div>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!supervisorId || pin.length < 4 || pending}>
          {t('posCashier.approve')}
        </button>{' '}
        <button type="button" className="btn" onClick={onCancel}>
          {t('posSell.cancel')}
        </button>
      </form>
    </div>
  );
}
