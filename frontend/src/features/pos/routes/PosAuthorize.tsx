import { loginBody } from '@tradedesk/contracts/identity/identity';
import { authorizeDeviceBody, type PosRegister } from '@tradedesk/contracts/pos/pos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { ApiRequestError, errorText } from '../../../lib/api';
import { adminRegisters, adminSignIn, adminSignOut, authorizeThisBrowser, storedDevice, type StoredDevice } from '../api/till';

const signInForm = loginBody.pick({ username: true, password: true });
const bindForm = authorizeDeviceBody.pick({ registerId: true, name: true });

/**
 * /pos/posAuthorize (route PosAuthorize, outside the user session): an Admin signs in here with
 * user name and password, picks a register and binds THIS browser to it. The server answers a
 * device token once; the browser keeps it (localStorage). The Admin's sign-in serves this page
 * only: it is not kept, and it is signed out once the device is bound.
 */
export default function PosAuthorize() {
  const { t } = useTranslation();
  const [admin, setAdmin] = useState<{ token: string; registers: PosRegister[] } | null>(null);
  const [done, setDone] = useState<StoredDevice | null>(null);
  const current = storedDevice();
  const signIn = useZodForm(signInForm, { username: '', password: '' });
  const bind = useZodForm(bindForm, { registerId: '', name: '' });
  const refusal = (e: unknown) => new FormRefusal(errorText(t, e));

  return (
    <section className="page pos-page" aria-labelledby="pos-authorize-title">
      <h1 id="pos-authorize-title" className="page-title">
        {t('route.PosAuthorize')}
      </h1>
      {done ? (
        <div className="card" role="status">
          <p>{t('pos.authorize.done', { register: done.registerName })}</p>
          <Link className="btn btn-primary" to="/pos/invoice">
            {t('pos.authorize.toTill')}
          </Link>
        </div>
      ) : (
        <>
          <p className="muted">{current ? t('pos.authorize.already', { register: current.registerName }) : t('pos.authorize.intro')}</p>
          {!admin ? (
            <EntityForm
              form={signIn}
              label={t('pos.authorize.signIn')}
              savedMessage={null}
              onSave={async (v) => {
                const token = await adminSignIn(v.username, v.password).catch((e: unknown) => {
                  throw refusal(e);
                });
                try {
                  setAdmin({ token, registers: await adminRegisters(token) });
                } catch (e) {
                  // Not allowed to set up tills: the sign-in ends here.
                  await adminSignOut(token);
                  throw e instanceof ApiRequestError && e.status === 403 ? new FormRefusal(t('pos.authorize.notAdmin')) : refusal(e);
                }
              }}
              actions={<SubmitButton>{t('pos.authorize.signIn')}</SubmitButton>}
            >
              <Field name="username" label={t('pos.authorize.username')} autoFocus autoComplete="username" />
              <Field name="password" label={t('pos.authorize.password')} type="password" autoComplete="current-password" />
            </EntityForm>
          ) : (
            <EntityForm
              form={bind}
              label={t('pos.authorize.bind')}
              savedMessage={null}
              onSave={async (v) => {
                try {
                  setDone(await authorizeThisBrowser(admin.token, v.registerId, v.name));
                } catch (e) {
                  throw refusal(e);
                }
              }}
              actions={<SubmitButton>{t('pos.authorize.bind')}</SubmitButton>}
            >
              {admin.registers.length === 0 && <p className="muted">{t('pos.authorize.noRegisters')}</p>}
              <Field
                name="registerId"
                kind="select"
                label={t('pos.register.name')}
                options={[{ value: '', label: t('pos.choose') }, ...admin.registers.map((r) => ({ value: r.id, label: `${r.name} · ${r.warehouseName}` }))]}
              />
              <Field name="name" label={t('pos.device.name')} maxLength={60} placeholder={t('pos.authorize.namePlaceholder')} />
            </EntityForm>
          )}
        </>
      )}
    </section>
  );
}
