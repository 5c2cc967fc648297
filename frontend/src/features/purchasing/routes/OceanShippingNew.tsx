import { WAYBILL_MOVES } from '@tradedesk/contracts/purchasing/sea-waybill';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { LoadError } from '../../../components/ui/LoadError';
import { errorText } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useWaybill, useWaybillAction, type WaybillAnswer, type WaybillDetail } from '../api/ocean-shipping';
import { WaybillCosts } from '../components/WaybillCosts';
import { WaybillOrders } from '../components/WaybillOrders';
import { headerForm, headerFormOf } from '../waybill-forms';

/**
 * A sea waybill (route OceanShippingNew, /purchase/ocean-shipping/new; an existing one with ?id=):
 * the header (B/L, containers, carrier, ports, ETD/ETA), then for a saved waybill its status, the
 * purchase orders it carries, its costs and how they are spread over the received lines.
 */
export default function OceanShippingNew() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const waybill = useWaybill(id);
  return (
    <section className="page" aria-labelledby="ocean-shipping-new-title">
      <h1 id="ocean-shipping-new-title" className="page-title">
        {id ? `${t('shipping.waybill')} ${waybill.data?.number ?? ''}` : t('route.OceanShippingNew')}
      </h1>
      <LoadError error={waybill.isError ? waybill.error : null} />
      {!id && <HeaderEditor key="new" waybill={null} />}
      {id && waybill.data && (
        <>
          <HeaderEditor key={waybill.data.id} waybill={waybill.data} />
          <StatusBar waybill={waybill.data} />
          <WaybillOrders waybill={waybill.data} />
          <WaybillCosts waybill={waybill.data} />
        </>
      )}
    </section>
  );
}

function HeaderEditor({ waybill }: { waybill: WaybillDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = useWaybillAction();
  // A refused new waybill is sent again as a new command.
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const initial = headerFormOf(waybill);
  const form = useZodForm(headerForm(waybill ? undefined : commandId), initial);

  const save = async (body: ReturnType<typeof headerForm>['_zod']['output']) => {
    if (!waybill) {
      try {
        return await action.mutateAsync({ action: 'create', body });
      } catch (err) {
        setCommandId(crypto.randomUUID());
        throw err;
      }
    }
    const { commandId: _c, ...fields } = body;
    const changes = Object.fromEntries(Object.entries(fields).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify((waybill as unknown as Record<string, unknown>)[k])));
    if (!Object.keys(changes).length) throw new FormRefusal(t('shipping.nothingChanged'));
    return action.mutateAsync({ action: 'change', id: waybill.id, body: { version: waybill.version, ...changes } });
  };

  return (
    <EntityForm
      form={form}
      className="form card"
      label={t('shipping.header')}
      onSave={save}
      onSaved={(answer) => {
        if (!waybill) void navigate(`/purchase/ocean-shipping/new?id=${encodeURIComponent((answer as WaybillAnswer).id)}`, { replace: true });
      }}
      onCancel={() => void navigate('/purchase/ocean-shipping')}
      actions={<SubmitButton>{waybill ? t('shipping.saveHeader') : t('shipping.create')}</SubmitButton>}
    >
      <div className="field-grid">
        <Field name="blNumber" label={t('shipping.blNumber')} maxLength={40} />
        <Field name="containers" label={t('shipping.containers')} hint={t('shipping.containersHint')} within />
        <Field name="carrier" label={t('shipping.carrier')} maxLength={100} />
        <Field name="portOfLoading" label={t('shipping.portOfLoading')} maxLength={100} />
        <Field name="portOfDischarge" label={t('shipping.portOfDischarge')} maxLength={100} />
        <Field name="etd" label={t('shipping.etd')} type="date" />
        <Field name="eta" label={t('shipping.eta')} type="date" />
      </div>
      <Field name="note" label={t('shipping.note')} kind="textarea" rows={2} maxLength={500} />
    </EntityForm>
  );
}

function StatusBar({ waybill }: { waybill: WaybillDetail }) {
  const { t } = useTranslation();
  const action = useWaybillAction();
  const move = async (status: (typeof WAYBILL_MOVES)[keyof typeof WAYBILL_MOVES][number]) => {
    try {
      await action.mutateAsync({ action: 'status', id: waybill.id, body: { version: waybill.version, status } });
      toast.success(t('shipping.statusChanged', { status: t(`shipping.statuses.${status}`) }));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };
  return (
    <div className="card" role="group" aria-label={t('shipping.status')}>
      <p>
        {t('shipping.status')}: <strong data-testid="waybill-status">{t(`shipping.statuses.${waybill.status}`)}</strong>
      </p>
      <div className="actions">
        {WAYBILL_MOVES[waybill.status].map((s) => (
          <button key={s} type="button" className="btn btn-small" disabled={action.isPending} onClick={() => void move(s)}>
            {t('shipping.moveTo', { status: t(`shipping.statuses.${s}`) })}
          </button>
        ))}
      </div>
    </div>
  );
}
