import type { Product } from '@tradedesk/contracts/catalog/products';
import { PACK_UNITS } from '@tradedesk/contracts/inventory/stock';
import { type PrePurchaseBody, prePurchaseBody } from '@tradedesk/contracts/purchasing/replenishment';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field, FieldError } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { getPrePurchases, type PrePurchaseRow, useActiveSuppliers, usePrePurchases, useReplenishmentCommands } from '../api/replenishment';

type StatusChoice = 'open' | 'pulled' | 'cancelled' | 'all';

/**
 * Pre-purchase orders (route PrePurchaseOrder, /main-control/Pre-purchaseOrder): staff note the
 * quantities they want (product, quantity, unit, warehouse, note, who asked) before a supplier is
 * chosen; the chosen open ones are pulled into a new replenishment order (and are done once it is
 * saved) or cancelled.
 */
export default function PrePurchaseOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const commands = useReplenishmentCommands();
  const { filters, bind, limit, page, pager } = useListFilters<{ status: StatusChoice; warehouseId: string; search: string }>({ status: 'open', warehouseId: '', search: '' });
  const query = { status: filters.status, warehouseId: filters.warehouseId || undefined, search: searchText(filters.search) };
  const list = usePrePurchases({ ...query, limit, page });
  const [cancelling, setCancelling] = useState<PrePurchaseRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [buying, setBuying] = useState<PrePurchaseRow[] | null>(null);

  const columns = useMemo<GridColumn<PrePurchaseRow>[]>(
    () => [
      { id: 'code', header: t('replenishment.code'), value: (r) => r.code, width: 140, lockVisible: true },
      { id: 'name', header: t('replenishment.name'), value: (r) => r.name, flex: 1 },
      { id: 'warehouse', header: t('replenishment.warehouse'), value: (r) => r.warehouseCode, width: 120 },
      { id: 'quantity', header: t('replenishment.quantity'), value: (r) => r.quantity, kind: 'number', width: 100 },
      { id: 'unit', header: t('replenishment.unit'), value: (r) => t(`replenishment.units.${r.unit}`), width: 90 },
      { id: 'askedBy', header: t('replenishment.askedBy'), value: (r) => r.askedBy, width: 130 },
      { id: 'note', header: t('replenishment.note'), value: (r) => r.note, width: 180 },
      { id: 'status', header: t('replenishment.status.label'), value: (r) => t(`replenishment.prePurchaseStatus.${r.status}`), width: 110 },
      {
        id: 'replenishment',
        header: t('replenishment.number'),
        value: (r) => r.replenishmentNumber ?? '',
        render: (r) => (r.replenishmentId ? <Link to={`/purchase/replenishment-order/print/${encodeURIComponent(r.replenishmentId)}`}>{r.replenishmentNumber}</Link> : ''),
        width: 170,
      },
      { id: 'createdBy', header: t('replenishment.createdBy'), value: (r) => r.createdBy, width: 110 },
      { id: 'createdAt', header: t('replenishment.createdAt'), value: (r) => r.createdAt, kind: 'datetime', width: 150 },
    ],
    [t],
  );

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await commands.cancelPrePurchases(cancelling.map((r) => r.id));
      toast.success(t('replenishment.cancelled', { count: cancelling.length }));
      setCancelling(null);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListPage<PrePurchaseRow>
      titleId="pre-purchase-title"
      title={t('route.PrePurchaseOrder')}
      intro={t('replenishment.prePurchaseIntro')}
      filters={
        <FilterBar>
          <SelectFilter<StatusChoice>
            label={t('replenishment.status.label')}
            allLabel={t('replenishment.all')}
            options={(['open', 'pulled', 'cancelled'] as const).map((s) => ({ value: s, label: t(`replenishment.prePurchaseStatus.${s}`) }))}
            value={filters.status === 'all' ? '' : filters.status}
            onChange={(v) => bind('status').onChange((v || 'all') as StatusChoice)}
          />
          <WarehouseSelect label={t('replenishment.warehouse')} {...bind('warehouseId')} allowAll />
          <SearchFilter label={t('replenishment.search')} {...bind('search')} />
        </FilterBar>
      }
      query={list}
      table="prePurchaseOrders"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      selectable
      actions={(_one, selected) => {
        const open = selected.filter((r) => r.status === 'open');
        return (
          <>
            <ToolbarButton label={t('replenishment.newPrePurchase')} onClick={() => setAdding(true)} />
            <ToolbarButton
              primary
              label={t('replenishment.pull', { count: open.length })}
              disabled={open.length === 0}
              onClick={() => void navigate(`/purchase/replenishment-order/new?prePurchase=${open.map((r) => encodeURIComponent(r.id)).join(',')}`)}
            />
            <ToolbarButton label={t('replenishment.toPurchaseOrders', { count: open.length })} disabled={open.length === 0} onClick={() => setBuying(open)} />
            <ToolbarButton label={t('replenishment.cancelRows', { count: open.length })} disabled={open.length === 0} onClick={() => setCancelling(open)} />
          </>
        );
      }}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ limit, offset }) => getPrePurchases({ ...query, limit, page: Math.floor(offset / limit) + 1 }), (a) => a.rows, (a) => a.total)}
    >
      {adding && <PrePurchaseForm onClose={() => setAdding(false)} />}
      {buying && <BuyDialog rows={buying} onClose={() => setBuying(null)} />}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('replenishment.cancelRows', { count: cancelling?.length ?? 0 })}
        message={t('replenishment.cancelQuestion', { count: cancelling?.length ?? 0 })}
        confirmLabel={t('replenishment.cancelRows', { count: cancelling?.length ?? 0 })}
        danger
        busy={busy}
        onConfirm={() => void cancel()}
        onClose={() => setCancelling(null)}
      />
    </ListPage>
  );
}

function PrePurchaseForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const commands = useReplenishmentCommands();
  const [product, setProduct] = useState<Product | null>(null);
  const [commandId] = useState(() => crypto.randomUUID());
  const form = useZodForm(prePurchaseBody, { productId: '', warehouseId: '', unit: 'unit', quantity: '', note: '', askedBy: '' });
  const warehouseId = form.watch('warehouseId');
  return (
    <EntityFormDialog form={form} title={t('replenishment.newPrePurchase')} onSave={(body: PrePurchaseBody) => commands.requestPrePurchase({ ...body, commandId })} onClose={onClose}>
      <ProductPicker
        label={t('replenishment.product')}
        value={product}
        onPick={(p, unit) => {
          setProduct(p);
          form.setValue('productId', p?.id ?? '');
          if (unit) form.setValue('unit', unit);
        }}
      />
      <FieldError name="productId" />
      <WarehouseSelect label={t('replenishment.warehouse')} value={warehouseId ?? ''} onChange={(id) => form.setValue('warehouseId', id)} />
      <FieldError name="warehouseId" />
      <Field name="unit" kind="select" label={t('replenishment.unit')} options={PACK_UNITS.map((u) => ({ value: u, label: t(`replenishment.units.${u}`) }))} />
      <Field name="quantity" label={t('replenishment.quantity')} inputMode="decimal" />
      <Field name="askedBy" label={t('replenishment.askedBy')} maxLength={100} />
      <Field name="note" label={t('replenishment.note')} maxLength={500} />
    </EntityFormDialog>
  );
}

/**
 * The chosen open rows straight into purchase orders once a supplier is chosen: a replenishment
 * order of those rows with that supplier is saved (marking them done) and turned into purchase
 * orders, so the order they went through stays on the replenishment list.
 */
function BuyDialog({ rows, onClose }: { rows: PrePurchaseRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const commands = useReplenishmentCommands();
  const suppliers = useActiveSuppliers();
  const [supplierId, setSupplierId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [commandId] = useState(() => crypto.randomUUID());
  const buy = async () => {
    if (!supplierId) {
      setError(t('replenishment.chooseSupplier'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const order = await commands.create({
        commandId,
        note: '',
        prePurchaseIds: rows.map((r) => r.id),
        lines: rows.map((r) => ({ productId: r.productId, warehouseId: r.warehouseId, supplierId, unit: r.unit, quantity: r.quantity, unitPrice: null })),
      });
      const done = await commands.convert(order.id, 1);
      toast.success(t('replenishment.converted', { numbers: done.purchaseOrders.map((p) => p.number).join(', ') }));
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={t('replenishment.toPurchaseOrders', { count: rows.length })}
      message={t('replenishment.toPurchaseOrdersHelp')}
      confirmLabel={t('replenishment.toPurchaseOrders', { count: rows.length })}
      busy={busy}
      onConfirm={() => void buy()}
      onClose={onClose}
    >
      <div className="field">
        <label htmlFor="pre-purchase-supplier">{t('replenishment.supplier')}</label>
        <select id="pre-purchase-supplier" value={supplierId} onChange={(e) => setSupplierId(e.target.value)}>
          <option value="">{t('replenishment.chooseSupplier')}</option>
          {(suppliers.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.code} · {s.name}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
