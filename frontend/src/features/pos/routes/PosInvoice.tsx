import { closeCashSessionBody, moveCashBody, openCashSessionBody, type Till, type TillSession } from '@tradedesk/contracts/pos/pos';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { ApiRequestError, errorText } from '../../../lib/api';
import { useQueryClient } from '@tanstack/react-query';
import { forgetDevice, forgetPinSession, pinSignOut, storedDevice, storedPinSession, TILL_KEY, useTill, usePinSignIn, useTillCommand, useTillReport, useTillSession } from '../api/till';
import { CashQueueState } from '../components/CashQueueState';
import { CashSessionReportView } from '../components/CashSessionReportView';
import { type TillOffline, TillSelling } from '../components/TillSelling';
import { TillSyncState } from '../components/TillSyncState';
import { useCashQueue } from '../offline/cash-queue';
import { useSaleQueue } from '../offline/sale-queue';
import { useTillOffline } from '../offline/use-till-offline';

type Offline = ReturnType<typeof useTillOffline>;

const reasonOf = (e: unknown) => (e instanceof ApiRequestError ? e.error?.reason : undefined);

/**
 * The till (/pos/invoice, route PosInvoice, outside the user session; docs/pos.md): on a browser
 * that is not an authorised device, a message and the way to /pos/posAuthorize; on an authorised
 * one the PIN pad, then the cash session: the "open cash session" form, or the open session (X
 * report, the selling area, cash in / out, close with the count, then the Z report).
 */
export default function PosInvoice() {
  const { t } = useTranslation();
  const [, rerender] = useState(0);
  const device = storedDevice();
  const till = useTill(!!device);
  const signedIn = !!storedPinSession();
  const session = useTillSession(!!device && signedIn && till.isSuccess);
  const offline = useTillOffline();
  const refresh = () => rerender((n) => n + 1);
  const sessionEnded = reasonOf(session.error) === 'pos_session_required';
  // A PIN session the server no longer knows (expired, signed out, access withdrawn): back to the PIN pad.
  useEffect(() => {
    if (sessionEnded) {
      forgetPinSession();
      refresh();
    }
  }, [sessionEnded]);

  if (!device || reasonOf(till.error) === 'pos_device_required') {
    return (
      <TillFrame>
        <div className="card" role="alert" data-testid="pos-unauthorized">
          <p>{t('pos.till.notAuthorized')}</p>
          <Link className="btn btn-primary" to="/pos/posAuthorize">
            {t('route.PosAuthorize')}
          </Link>
        </div>
      </TillFrame>
    );
  }
  if (reasonOf(till.error) === 'pos_device_revoked') {
    return (
      <TillFrame>
        <div className="card" role="alert" data-testid="pos-revoked">
          <p>{t('pos.till.revoked')}</p>
          <Link
            className="btn btn-primary"
            to="/pos/posAuthorize"
            onClick={() => {
              forgetDevice();
            }}
          >
            {t('route.PosAuthorize')}
          </Link>
        </div>
      </TillFrame>
    );
  }
  if (till.error) return <TillFrame><p role="alert">{errorText(t, till.error)}</p></TillFrame>;
  if (!till.data) return <TillFrame><p className="muted">{t('pos.till.loading')}</p></TillFrame>;
  if (!signedIn || sessionEnded) {
    return (
      <TillFrame till={till.data}>
        <PinPad till={till.data} onSignedIn={refresh} />
      </TillFrame>
    );
  }
  if (session.error) return <TillFrame till={till.data}><p role="alert">{errorText(t, session.error)}</p></TillFrame>;
  if (!session.data) return <TillFrame till={till.data}><p className="muted">{t('pos.till.loading')}</p></TillFrame>;
  return (
    <TillFrame till={till.data} cashier={session.data.name} onSignOut={() => void pinSignOut().then(refresh)}>
      <TillSyncState sync={offline.sync} cash={offline.cash} />
      <CashQueueState cash={offline.cash} />
      <CashSession session={session.data} offline={offline} />
    </TillFrame>
  );
}

function TillFrame({ till, cashier, onSignOut, children }: { till?: Till; cashier?: string; onSignOut?: () => void; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="page pos-page" aria-labelledby="pos-title">
      <header className="pos-head">
        <h1 id="pos-title" className="page-title">
          {till ? `${till.register.name} · ${till.deviceName}` : t('route.PosInvoice')}
        </h1>
        {cashier && (
          <p>
            {t('pos.till.cashier', { name: cashier })}{' '}
            <button type="button" className="btn" onClick={onSignOut}>
              {t('pos.till.signOut')}
            </button>
          </p>
        )}
      </header>
      {children}
    </section>
  );
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

/** Pick your name, type your PIN (the keypad or the keyboard). */
function PinPad({ till, onSignedIn }: { till: Till; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [employeeId, setEmployeeId] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = usePinSignIn();
  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    setError(null);
    try {
      await signIn.mutateAsync({ employeeId, pin });
      setPin('');
      onSignedIn();
    } catch (err) {
      setPin('');
      const reason = reasonOf(err);
      setError(reason === 'pin_wrong' ? t('pos.pin.wrong', { left: (err as ApiRequestError).error?.params?.left }) : reason === 'cashier_locked' ? t('pos.pin.locked') : errorText(t, err));
    }
  };
  if (till.cashiers.length === 0) return <p className="card">{t('pos.pin.noCashiers')}</p>;
  return (
    <form className="card pin-pad" aria-label={t('pos.pin.title')} onSubmit={(e) => void submit(e)}>
      <h2>{t('pos.pin.title')}</h2>
      <fieldset className="choice-group">
        <legend>{t('pos.pin.who')}</legend>
        {till.cashiers.map((c) => (
          <label key={c.employeeId} className="inline-check">
            <input type="radio" name="cashier" value={c.employeeId} checked={employeeId === c.employeeId} onChange={() => setEmployeeId(c.employeeId)} disabled={c.locked} /> {c.name}
            {c.locked ? ` (${t('pos.cashier.locked')})` : ''}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="pos-pin">{t('pos.pin.pin')}</label>
        <input id="pos-pin" type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))} />
      </div>
      <div className="keypad">
        {DIGITS.map((d) => (
          <button key={d} type="button" className="btn" onClick={() => setPin((p) => (p + d).slice(0, 8))}>
            {d}
          </button>
        ))}
        <button type="button" className="btn" onClick={() => setPin('')}>
          {t('pos.pin.clear')}
        </button>
      </div>
      {error && <p role="alert" className="form-error">{error}</p>}
      <button type="submit" className="btn btn-primary" disabled={!employeeId || pin.length < 4 || signIn.isPending}>
        {t('pos.pin.signIn')}
      </button>
    </form>
  );
}

/** The currencies the drawer holds: the register's, and those of the cash methods' accounts. */
function drawerCurrencies(s: TillSession): string[] {
  return [...new Set([s.register.currency, ...s.payMethods.filter((m) => m.kind === 'cash').flatMap((m) => m.currencies)])].filter(Boolean);
}

function CashSession({ session, offline }: { session: TillSession; offline: TillOffline & Offline }) {
  const { t } = useTranslation();
  const [closedId, setClosedId] = useState<string | null>(null);
  const z = useTillReport(closedId);
  if (closedId) {
    return z.data ? <CashSessionReportView report={z.data} onClose={() => setClosedId(null)} /> : <p className="muted">{t('pos.till.loading')}</p>;
  }
  if (!session.cashSession) return <OpenForm currencies={drawerCurrencies(session)} />;
  const open = session.cashSession;
  return (
    <>
      <TillSelling session={session} offline={offline} />
      <MoveForm currencies={drawerCurrencies(session)} sessionId={open.id} offline={offline} />
      <CloseForm session={session} onClosed={setClosedId} offline={offline} />
      <CashSessionReportView report={open} />
    </>
  );
}

const openForm = openCashSessionBody.omit({ commandId: true });

function OpenForm({ currencies }: { currencies: string[] }) {
  const { t } = useTranslation();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useTillCommand();
  const form = useZodForm(openForm, { float: currencies.map((currency) => ({ currency, amount: '0' })) });
  return (
    <section className="card" aria-labelledby="pos-open">
      <h2 id="pos-open">{t('pos.session.openTitle')}</h2>
      <EntityForm
        form={form}
        label={t('pos.session.openTitle')}
        savedMessage={t('pos.session.opened')}
        onSave={(v) => command.mutateAsync({ action: 'open', body: { ...v, commandId } }).catch((e: unknown) => Promise.reject(new FormRefusal(errorText(t, e))))}
        actions={<SubmitButton>{t('pos.session.openButton')}</SubmitButton>}
      >
        <p className="muted">{t('pos.session.floatHint')}</p>
        {currencies.map((c, i) => (
          <Field key={c} name={`float.${i}.amount`} label={t('pos.session.floatIn', { currency: c })} inputMode="decimal" />
        ))}
      </EntityForm>
    </section>
  );
}

const moveForm = moveCashBody.omit({ commandId: true, sessionId: true, movedAt: true });

/**
 * Cash in / out: a command with its id made here, put in the device's cash queue with the session
 * and the time (docs/pos.md "Offline"), then sent; with no answer it stays queued and is sent when
 * the server is back; a refusal while online shows on the form and leaves nothing queued.
 */
function MoveForm({ currencies, sessionId, offline }: { currencies: string[]; sessionId: string; offline: Offline }) {
  const { t } = useTranslation();
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const [queued, setQueued] = useState(false);
  const client = useQueryClient();
  const command = useTillCommand();
  const save = async (v: z.output<typeof moveForm>) => {
    setQueued(false);
    const cash = offline.cash;
    if (!cash) return void (await command.mutateAsync({ action: 'move', body: { ...v, commandId } }).catch((e: unknown) => Promise.reject(new FormRefusal(errorText(t, e)))));
    const outcome = await cash.enqueue({ ...v, commandId, sessionId, movedAt: new Date().toISOString() });
    if ('refused' in outcome) {
      await cash.dismiss(commandId);
      throw new FormRefusal(errorText(t, outcome.refused));
    }
    setQueued('queued' in outcome);
    void client.invalidateQueries({ queryKey: [TILL_KEY] });
  };
  const form = useZodForm(moveForm, { direction: 'out', currency: currencies[0] ?? '', amount: '', reason: '' });
  return (
    <section className="card" aria-labelledby="pos-move">
      <h2 id="pos-move">{t('pos.move.title')}</h2>
      <EntityForm
        form={form}
        label={t('pos.move.title')}
        onSave={save}
        onSaved={() => {
          form.reset({ direction: 'out', currency: currencies[0] ?? '', amount: '', reason: '' });
          setCommandId(crypto.randomUUID());
        }}
        actions={<SubmitButton>{t('pos.move.save')}</SubmitButton>}
      >
        <Field name="direction" kind="radios" label={t('pos.move.direction')} options={[{ value: 'out', label: t('pos.move.out') }, { value: 'in', label: t('pos.move.in') }]} />
        <Field name="currency" kind="select" label={t('pos.report.currency')} options={currencies.map((c) => ({ value: c, label: c }))} />
        <Field name="amount" label={t('pos.move.amount')} inputMode="decimal" />
        <Field name="reason" label={t('pos.move.reason')} maxLength={200} />
      </EntityForm>
      {queued && (
        <p role="status" className="muted" data-testid="pos-move-queued">
          {t('posOffline2.moveQueued')}
        </p>
      )}
    </section>
  );
}

const closeBody = closeCashSessionBody.omit({ commandId: true });
/** A count left blank was not made: it is not sent (the drawer's own lines must be counted: count_missing). */
const closeForm = z
  .object({ counted: z.array(z.object({ payMethodId: z.string(), currency: z.string(), amount: z.string() })), note: z.string() })
  .transform((v): z.input<typeof closeBody> => ({ ...v, counted: v.counted.filter((c) => c.amount.trim() !== '') }))
  .pipe(closeBody);

/** One count per drawer currency under the cash method, and per currency of every other active method. */
function CloseForm({ session, onClosed, offline }: { session: TillSession; onClosed: (id: string) => void; offline: Offline }) {
  const { t } = useTranslation();
  // The close counts the drawer against what the server knows: everything made on this till must be there first (docs/pos.md "Offline").
  const waiting = { sales: useSaleQueue(offline.sync).waiting.length, moves: useCashQueue(offline.cash).waiting.length };
  const blocked = waiting.sales + waiting.moves > 0;
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useTillCommand();
  const open = session.cashSession!;
  const names = new Map(session.payMethods.map((m) => [m.id, m.name]));
  // The X report's lines (the drawer and what the sales took), then every other method's currencies not listed yet.
  const lines = [
    ...open.lines.map((l) => ({ payMethodId: l.payMethodId, currency: l.currency })),
    ...session.payMethods.filter((m) => m.kind !== 'cash').flatMap((m) => (m.currencies.length ? m.currencies : [session.register.currency]).map((currency) => ({ payMethodId: m.id, currency }))),
  ].filter((l, i, all) => all.findIndex((x) => x.payMethodId === l.payMethodId && x.currency === l.currency) === i);
  const form = useZodForm(closeForm, { counted: lines.map((l) => ({ ...l, amount: '' })), note: '' });
  return (
    <section className="card" aria-labelledby="pos-close">
      <h2 id="pos-close">{t('pos.close.title')}</h2>
      <EntityForm
        form={form}
        label={t('pos.close.title')}
        savedMessage={t('pos.close.closed')}
        onSave={async (v) => {
          if (blocked) throw new FormRefusal(t('posOffline2.closeWaits', waiting));
          try {
            const r = await command.mutateAsync({ action: 'close', body: { ...v, commandId } });
            onClosed(r.id);
          } catch (e) {
            throw new FormRefusal(errorText(t, e));
          }
        }}
        actions={<SubmitButton disabled={blocked}>{t('pos.close.save')}</SubmitButton>}
      >
        {blocked && (
          <p role="status" data-testid="pos-close-waits">
            {t('posOffline2.closeWaits', waiting)}
          </p>
        )}
        <p className="muted">{t('pos.close.hint')}</p>
        {session.blindClose && (
          <p data-testid="pos-close-blind">{t('pos.close.blindHint')}</p>
        )}
        {lines.map((l, i) => (
          <Field key={`${l.payMethodId}:${l.currency}`} name={`counted.${i}.amount`} label={t('pos.close.countOf', { method: names.get(l.payMethodId) ?? '', currency: l.currency })} inputMode="decimal" />
        ))}
        <Field name="note" kind="textarea" label={t('pos.close.note')} maxLength={500} />
      </EntityForm>
    </section>
  );
}
