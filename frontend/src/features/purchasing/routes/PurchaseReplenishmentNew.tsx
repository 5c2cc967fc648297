import type { Product } from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { useWarehouseNames, WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api';
import { getPrePurchases, getProposal, useActiveSuppliers, useReplenishment, useReplenishmentCommands } from '../api/replenishment';
import { ReplenishmentLines } from '../components/ReplenishmentLines';
import { draftOfOrder, draftToBody, emptyDraft, type LineDraft, lineOfPrePurchase, lineOfProposal, mergeLines, replenishmentForm } from '../replenishment-form';
import '../replenishment.css';

/**
 * New replenishment order (route PurchaseReplenishmentNew, /purchase/replenishment-order/new):
 * "Propose" fills the lines from the stock levels (below minimum: maximum - on hand - on order, in
 * whole packings), open pre-purchase orders can be added (and are marked done when the order is
 * saved), products can be added by hand; supplier, quantity and price are editable. Saved, it can
 * be turned into purchase orders. With ?id= the page edits that order; ?prePurchase=a,b starts
 * with those pre-purchase orders.
 */
export default function PurchaseReplenishmentNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = params.get('id') ?? '';
  const existing = useReplenishment(editId);
  const suppliers = useActiveSuppliers();
  const commands = useReplenishmentCommands();
  const warehouseNames = useWarehouseNames();
  const form = useZodForm(replenishmentForm, emptyDraft());
  const [warehouseId, setWarehouseId] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ id: string; number: string; version: number } | null>(null);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const [convertedHere, setConvertedHere] = useState(false);

  useEffect(() => {
    if (existing.data) {
      form.reset(draftOfOrder(existing.data));
      setSaved({ id: existing.data.id, number: existing.data.number, version: existing.data.version });
    }
  }, [existing.data, form]);

  const add = (added: LineDraft[], prePurchaseIds: string[] = []) => {
    form.setValue('lines', mergeLines(form.getValues('lines'), added), { shouldDirty: true });
    form.setValue('prePurchaseIds', [...new Set([...form.getValues('prePurchaseIds'), ...prePurchaseIds])]);
  };

  useEffect(() => {
    const ids = (params.get('prePurchase') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || editId) return;
    void getPrePurchases({ status: 'open', limit: 1000 }).then((r) => {
      const picked = r.rows.filter((p) => ids.includes(p.id));
      add(picked.map(lineOfPrePurchase), picked.map((p) => p.id));
    });
  }, [params, editId]);

  const run = async (what: () => Promise<string>) => {
    setBusy(true);
    setStatus(null);
    try {
      setStatus(await what());
    } catch (error) {
      setStatus(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const propose = () =>
    run(async () => {
      const lines = await getProposal(warehouseId);
      add(lines.map(lineOfProposal));
      return lines.length ? t('replenishment.proposed', { count: lines.length }) : t('replenishment.nothingToPropose');
    });

  const addOpenPrePurchases = () =>
    run(async () => {
      const open = (await getPrePurchases({ status: 'open', warehouseId: warehouseId || undefined, limit: 1000 })).rows;
      add(open.map(lineOfPrePurchase), open.map((p) => p.id));
      return t('replenishment.prePurchasesAdded', { count: open.length });
    });

  const addProduct = (product: Product | null, unit?: UnitKey) => {
    if (!product) return;
    if (!warehouseId) {
      setStatus(t('replenishment.chooseWarehouseFirst'));
      return;
    }
    const warehouseCode = warehouseNames.get(warehouseId) ?? '';
    add([{ productId: product.id, code: product.code, name: product.name, warehouseId, warehouseCode, supplierId: '', unit: unit ?? 'unit', quantity: '1', unitPrice: '', figures: null }]);
  };

  const save = async (body: ReturnType<typeof draftToBody>) => {
    if (saved) {
      const r = await commands.change(saved.id, { version: saved.version, note: body.note, lines: body.lines });
      return { id: saved.id, number: saved.number, version: r.streamVersion };
    }
    const r = await commands.create({ ...body, commandId });
    return { id: r.id, number: r.number, version: 1 };
  };

  const convert = () =>
    run(async () => {
      if (!saved) return '';
      if (form.formState.isDirty) return t('replenishment.saveFirst');
      const r = await commands.convert(saved.id, saved.version);
      setSaved({ ...saved, version: saved.version + 1 });
      setConvertedHere(true);
      return t('replenishment.converted', { numbers: r.purchaseOrders.map((p) => p.number).join(', ') });
    });

  const converted = convertedHere || existing.data?.status === 'converted';
  const supplierList = suppliers.data ?? [];
  return (
    <section className="page replenishment" aria-labelledby="replenishment-new-title">
      <h1 id="replenishment-new-title">{saved ? t('replenishment.orderTitle', { number: saved.number }) : t('route.PurchaseReplenishmentNew')}</h1>
      <LoadError error={existing.error ?? suppliers.error} />
      {!converted && (
        <div className="toolbar replenishment-toolbar">
          <WarehouseSelect label={t('replenishment.warehouse')} value={warehouseId} onChange={setWarehouseId} allowAll />
          <button type="button" className="btn btn-primary" onClick={() => void propose()} disabled={busy}>
            {t('replenishment.propose')}
          </button>
          <button type="button" className="btn" onClick={() => void addOpenPrePurchases()} disabled={busy}>
            {t('replenishment.addPrePurchases')}
          </button>
          <ProductPicker label={t('replenishment.addProduct')} value={null} onPick={addProduct} />
        </div>
      )}
      {status && (
        <p className="card" role="status">
          {status}
        </p>
      )}
      <EntityForm
        form={form}
        label={t('route.PurchaseReplenishmentNew')}
        savedMessage={null}
        onSave={save}
        onSaved={(answer) => {
          const a = answer as { id: string; number: string; version: number };
          setSaved(a);
          setCommandId(crypto.randomUUID());
          form.reset(form.getValues());
          setStatus(t('replenishment.saved', { number: a.number }));
        }}
        actions={
          <>
            {!converted && <SubmitButton>{t('replenishment.save')}</SubmitButton>}
            {saved && !converted && (
              <button type="button" className="btn" onClick={() => void convert()} disabled={busy}>
                {t('replenishment.convert')}
              </button>
            )}
            {saved && (
              <Link className="btn" to={`/purchase/replenishment-order/print/${encodeURIComponent(saved.id)}`}>
                {t('replenishment.print')}
              </Link>
            )}
            <button type="button" className="btn" onClick={() => void navigate('/purchase/replenishment-order')}>
              {t('replenishment.backToList')}
            </button>
          </>
        }
      >
        <Field name="note" label={t('replenishment.note')} maxLength={500} />
        <ReplenishmentLines suppliers={supplierList} />
      </EntityForm>
    </section>
  );
}
