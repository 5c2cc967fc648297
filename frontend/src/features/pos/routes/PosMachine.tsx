import { createRegisterBody, type PosCashier, type PosDevice, type PosRegister, REGISTER_BLIND_CLOSE, revokeDeviceBody, setCashierBody } from '@tradedesk/contracts/pos/pos';
import { RECEIPT_TEXT_LIMITS } from '@tradedesk/contracts/settings/company-settings';
import { CURRENCIES } from '@tradedesk/contracts/platform/money';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { blankAsNull } from '../../../components/form/form-input';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { ListPage } from '../../../components/list/ListPage';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { usePosCashiers, usePosDevices, usePosRegisters, usePosSetupCommand, useRegisterChoices } from '../api/pos-setup';

/**
 * The registers (route PosMachine, /setting/basics/pos; docs/pos.md): the tills with their
 * warehouse, default customer and currency; the browsers authorised as their devices (revoke);
 * who may use the till and their PIN. Links to the cashbox log and the machine log.
 */
export default function PosMachine() {
  const { t } = useTranslation();
  const registers = usePosRegisters();
  const columns = useMemo<GridColumn<PosRegister>[]>(
    () => [
      { id: 'name', header: t('pos.register.name'), value: (r) => r.name, width: 180, lockVisible: true },
      { id: 'warehouse', header: t('pos.register.warehouse'), value: (r) => r.warehouseName, width: 180 },
      { id: 'customer', header: t('pos.register.defaultCustomer'), value: (r) => r.defaultCustomerName ?? '', width: 180 },
      { id: 'currency', header: t('pos.register.currency'), value: (r) => r.currency, width: 90 },
      { id: 'devices', header: t('pos.register.devices'), value: (r) => r.devices, kind: 'number', width: 90 },
      { id: 'open', header: t('pos.register.cashSession'), value: (r) => (r.openSessionId ? t('pos.session.open') : t('pos.session.none')), flex: 1 },
    ],
    [t],
  );
  return (
    <>
      <ListPage<PosRegister>
        titleId="pos-machine-title"
        title={t('route.PosMachine')}
        intro={
          <p className="muted">
            {t('pos.register.intro')} <Link to="/pos/posAuthorize">{t('route.PosAuthorize')}</Link> · <Link to="/setting/basics/pos/cashbox-log">{t('route.PosCashboxLog')}</Link> ·{' '}
            <Link to="/setting/basics/pos/machine-log">{t('route.PosMachineLog')}</Link>
          </p>
        }
        query={registers}
        table="posRegisterList"
        columns={columns}
        rows={registers.data}
        getRowId={(r) => r.id}
        editor={{ newLabel: t('pos.register.new'), render: (r, close) => <RegisterForm key={r?.id ?? 'new'} register={r} onClose={close} /> }}
      />
      <Devices />
      <Cashiers />
    </>
  );
}

const registerForm = createRegisterBody.extend({ defaultCustomerId: blankAsNull(z.string().trim().min(1).max(64).nullable()) });

function RegisterForm({ register, onClose }: { register: PosRegister | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = usePosSetupCommand();
  const choices = useRegisterChoices();
  const initial = {
    name: register?.name ?? '',
    warehouseId: register?.warehouseId ?? '',
    defaultCustomerId: register?.defaultCustomerId ?? '',
    currency: register?.currency ?? 'CLP',
    // The register's own receipt lines and blind close; empty / 'company': the company's (docs/pos.md "Registers and devices").
    receiptHeader: register?.receiptHeader ?? '',
    receiptFooter: register?.receiptFooter ?? '',
    blindClose: register?.blindClose ?? 'company',
  };
  // The form's own words for a receipt text over the limits (the schema's are English).
  const messages = useMemo(() => {
    const lines = t('pos.register.invalidLines', RECEIPT_TEXT_LIMITS);
    return { receiptHeader: lines, receiptFooter: lines };
  }, [t]);
  const form = useZodForm(registerForm, initial, { messages });
  const save = async (v: z.output<typeof registerForm>) => {
    if (!register) return command.mutateAsync({ action: 'createRegister', body: { ...v, commandId } });
    const changed = changedFields(v, { ...initial, defaultCustomerId: initial.defaultCustomerId || null });
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('pos.nothingChanged'));
    return command.mutateAsync({ action: 'changeRegister', id: register.id, body: changed });
  };
  const choose = { value: '', label: t('pos.choose') };
  return (
    <EntityFormDialog form={form} title={register ? t('pos.register.editOf', { name: register.name }) : t('pos.register.new')} onSave={save} onClose={onClose}>
      <Field name="name" label={t('pos.register.name')} autoFocus maxLength={60} />
      <Field name="warehouseId" kind="select" label={t('pos.register.warehouse')} options={[choose, ...(choices.data?.warehouses ?? []).map((w) => ({ value: w.id, label: w.name }))]} />
      <Field
        name="defaultCustomerId"
        kind="select"
        label={t('pos.register.defaultCustomer')}
        options={[{ value: '', label: t('pos.none') }, ...(choices.data?.customers ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))]}
      />
      <Field name="currency" kind="select" label={t('pos.register.currency')} options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))} />
      <Field name="receiptHeader" kind="textarea" rows={3} label={t('pos.register.receiptHeader')} hint={t('pos.register.receiptHint', RECEIPT_TEXT_LIMITS)} />
      <Field name="receiptFooter" kind="textarea" rows={3} label={t('pos.register.receiptFooter')} hint={t('pos.register.receiptHint', RECEIPT_TEXT_LIMITS)} />
      <Field
        name="blindClose"
        kind="select"
        label={t('pos.register.blindClose')}
        options={REGISTER_BLIND_CLOSE.map((b) => ({ value: b, label: t(`pos.register.blind.${b}`) }))}
      />
    </EntityFormDialog>
  );
}

function Devices() {
  const { t } = useTranslation();
  const devices = usePosDevices();
  const [revoking, setRevoking] = useState<PosDevice | null>(null);
  const columns = useMemo<GridColumn<PosDevice>[]>(
    () => [
      { id: 'name', header: t('pos.device.name'), value: (d) => d.name, width: 160, lockVisible: true },
      { id: 'register', header: t('pos.register.name'), value: (d) => d.registerName, width: 160 },
      { id: 'authorizedAt', header: t('pos.device.authorizedAt'), value: (d) => d.authorizedAt, kind: 'datetime', width: 160 },
      { id: 'authorizedBy', header: t('pos.device.authorizedBy'), value: (d) => d.authorizedBy, width: 140 },
      { id: 'state', header: t('form.status'), value: (d) => (d.revokedAt ? t('pos.device.revoked') : t('pos.device.active')), width: 100 },
      { id: 'revokeReason', header: t('pos.device.reason'), value: (d) => d.revokeReason ?? '', flex: 1 },
    ],
    [t],
  );
  return (
    <ListPage<PosDevice>
      card
      titleId="pos-devices-title"
      title={t('pos.device.title')}
      query={devices}
      table="posDeviceList"
      columns={columns}
      rows={devices.data}
      getRowId={(d) => d.id}
      rowActions={[{ label: t('pos.device.revoke'), run: setRevoking, disabled: (d) => d.revokedAt !== null }]}
    >
      {revoking && <RevokeForm device={revoking} onClose={() => setRevoking(null)} />}
    </ListPage>
  );
}

const revokeForm = revokeDeviceBody.pick({ reason: true });

function RevokeForm({ device, onClose }: { device: PosDevice; onClose: () => void }) {
  const { t } = useTranslation();
  const command = usePosSetupCommand();
  const form = useZodForm(revokeForm, { reason: '' });
  return (
    <EntityFormDialog
      form={form}
      title={t('pos.device.revokeOf', { name: device.name })}
      submitLabel={t('pos.device.revoke')}
      onSave={(v) => command.mutateAsync({ action: 'revokeDevice', id: device.id, reason: v.reason })}
      onClose={onClose}
    >
      <Field name="reason" label={t('pos.device.reason')} autoFocus maxLength={200} />
    </EntityFormDialog>
  );
}

function Cashiers() {
  const { t } = useTranslation();
  const cashiers = usePosCashiers();
  const [editing, setEditing] = useState<PosCashier | null>(null);
  const columns = useMemo<GridColumn<PosCashier>[]>(
    () => [
      { id: 'name', header: t('pos.cashier.name'), value: (c) => c.name, width: 180, lockVisible: true },
      { id: 'username', header: t('pos.cashier.username'), value: (c) => c.username, width: 140 },
      { id: 'allowed', header: t('pos.cashier.allowed'), value: (c) => (c.allowed ? t('pos.yes') : t('pos.no')), width: 110 },
      { id: 'supervisor', header: t('posCashier.tillSupervisor'), value: (c) => (c.supervisor ? t('pos.yes') : t('pos.no')), width: 130 },
      { id: 'pin', header: t('pos.cashier.pin'), value: (c) => (c.locked ? t('pos.cashier.locked') : c.pinSet ? t('pos.cashier.pinSet') : t('pos.cashier.noPin')), width: 140 },
      { id: 'state', header: t('form.status'), value: (c) => (c.disabled ? t('form.disabled') : t('form.active')), flex: 1 },
    ],
    [t],
  );
  return (
    <ListPage<PosCashier>
      card
      titleId="pos-cashiers-title"
      title={t('pos.cashier.title')}
      query={cashiers}
      table="posCashierList"
      columns={columns}
      rows={cashiers.data}
      getRowId={(c) => c.employeeId}
      rowActions={[{ label: t('pos.cashier.edit'), run: setEditing, primary: true }]}
    >
      {editing && <CashierForm cashier={editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}

/** The form types the PIN as text; blank keeps the PIN as it is. */
const cashierForm = z
  .object({ allowed: z.boolean(), supervisor: z.boolean(), pin: z.string() })
  .transform((v): z.input<typeof setCashierBody> => ({ allowed: v.allowed, supervisor: v.supervisor, ...(v.pin.trim() ? { pin: v.pin.trim() } : {}) }))
  .pipe(setCashierBody);

function CashierForm({ cashier, onClose }: { cashier: PosCashier; onClose: () => void }) {
  const { t } = useTranslation();
  const command = usePosSetupCommand();
  const form = useZodForm(cashierForm, { allowed: cashier.allowed, supervisor: cashier.supervisor, pin: '' });
  return (
    <EntityFormDialog form={form} title={t('pos.cashier.editOf', { name: cashier.name })} onSave={(body) => command.mutateAsync({ action: 'setCashier', employeeId: cashier.employeeId, body })} onClose={onClose}>
      <Field name="allowed" kind="checkbox" switch label={t('pos.cashier.allowed')} />
      <Field name="supervisor" kind="checkbox" switch label={t('posCashier.tillSupervisor')} />
      <Field name="pin" label={cashier.pinSet ? t('pos.cashier.newPin') : t('pos.cashier.pin')} type="password" inputMode="numeric" autoComplete="new-password" maxLength={8} />
      {cashier.locked && <p className="muted">{t('pos.cashier.lockedHint')}</p>}
    </EntityFormDialog>
  );
}
