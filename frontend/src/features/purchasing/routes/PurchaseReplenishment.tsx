import type { Product } from '@tradedesk/contracts/catalog/products';
import { type SetStockLevelsBody, setStockLevelsBody } from '@tradedesk/contracts/purchasing/replenishment';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field, FieldError } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { chosen, exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { getReplenishments, getStockLevels, type ReplenishmentListRow, type StockLevelRow, useReplenishmentCommands, useReplenishments, useStockLevels } from '../api/replenishment';

const printPath = (id: string) => `/purchase/replenishment-order/print/${encodeURIComponent(id)}`;

/**
 * Replenishment orders (route PurchaseReplenishment, /purchase/replenishment-order): the orders,
 * newest first (edit an open one, turn it into purchase orders, print), and under them the stock
 * levels (minimum and maximum per product and warehouse, with on hand and on order) the proposal
 * works from.
 */
export default function PurchaseReplenishment() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const commands = useReplenishmentCommands();
  const { filters, bind, limit, page, pager } = useListFilters<{ status: '' | 'open' | 'converted'; search: string }>({ status: '', search: '' });
  const query = { status: chosen(filters.status) ?? ('all' as const), search: searchText(filters.search) };
  const list = useReplenishments({ ...query, limit, page });
  const [converting, setConverting] = useState<ReplenishmentListRow | null>(null);
  const [busy, setBusy] = useState(false);

  const columns = useMemo<GridColumn<ReplenishmentListRow>[]>(
    () => [
      { id: 'number', header: t('replenishment.number'), value: (r) => r.number, render: (r) => <Link to={printPath(r.id)}>{r.number}</Link>, width: 170, lockVisible: true },
      { id: 'status', header: t('replenishment.status.label'), value: (r) => t(`replenishment.status.${r.status}`), width: 130 },
      { id: 'lines', header: t('replenishment.lineCount'), value: (r) => r.lineCount, kind: 'number', width: 90 },
      { id: 'purchaseOrders', header: t('replenishment.purchaseOrders'), value: (r) => r.purchaseOrderNumbers.join(', '), flex: 1 },
      { id: 'note', header: t('replenishment.note'), value: (r) => r.note, width: 200 },
      { id: 'createdAt', header: t('replenishment.createdAt'), value: (r) => r.createdAt, kind: 'datetime', width: 150 },
    ],
    [t],
  );

  const convert = async () => {
    if (!converting) return;
    setBusy(true);
    try {
      const r = await commands.convert(converting.id, converting.version);
      toast.success(t('replenishment.converted', { numbers: r.purchaseOrders.map((p) => p.number).join(', ') }));
      setConverting(null);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ListPage<ReplenishmentListRow>
        titleId="replenishment-title"
        title={t('route.PurchaseReplenishment')}
        filters={
          <FilterBar>
            <SelectFilter
              label={t('replenishment.status.label')}
              allLabel={t('replenishment.all')}
              options={[
                { value: 'open', label: t('replenishment.status.open') },
                { value: 'converted', label: t('replenishment.status.converted') },
              ]}
              {...bind('status')}
            />
            <SearchFilter label={t('replenishment.search')} {...bind('search')} />
          </FilterBar>
        }
        query={list}
        table="purchaseReplenishment"
        columns={columns}
        rows={list.data?.rows}
        getRowId={(r) => r.id}
        onRowActivated={(r) => void navigate(r.status === 'open' ? `/purchase/replenishment-order/new?id=${encodeURIComponent(r.id)}` : printPath(r.id))}
        rowActions={[
          { label: t('replenishment.edit'), run: (r) => void navigate(`/purchase/replenishment-order/new?id=${encodeURIComponent(r.id)}`), disabled: (r) => r.status !== 'open' },
          { label: t('replenishment.convert'), run: setConverting, disabled: (r) => r.status !== 'open' },
          { label: t('replenishment.print'), run: (r) => void navigate(printPath(r.id)) },
        ]}
        actions={<ToolbarButton primary label={t('route.PurchaseReplenishmentNew')} onClick={() => void navigate('/purchase/replenishment-order/new')} />}
        pager={pager(list.data?.total)}
        exportAll={exportPages(({ limit, offset }) => getReplenishments({ ...query, limit, page: Math.floor(offset / limit) + 1 }), (a) => a.rows, (a) => a.total)}
      >
        <ConfirmDialog
          open={converting !== null}
          title={t('replenishment.convert')}
          message={converting ? t('replenishment.convertQuestion', { number: converting.number }) : ''}
          confirmLabel={t('replenishment.convert')}
          busy={busy}
          onConfirm={() => void convert()}
          onClose={() => setConverting(null)}
        />
      </ListPage>
      <StockLevels />
    </>
  );
}

/** The stock levels, with their own filters, editor and Excel export. */
function StockLevels() {
  const { t } = useTranslation();
  const { filters, bind, limit, page, pager } = useListFilters<{ warehouseId: string; search: string }>({ warehouseId: '', search: '' }, 200);
  const query = { warehouseId: filters.warehouseId || undefined, search: searchText(filters.search) };
  const levels = useStockLevels({ ...query, limit, page });
  const columns = useMemo<GridColumn<StockLevelRow>[]>(
    () => [
      { id: 'warehouse', header: t('replenishment.warehouse'), value: (r) => r.warehouseCode, width: 120 },
      { id: 'code', header: t('replenishment.code'), value: (r) => r.code, width: 140, lockVisible: true },
      { id: 'name', header: t('replenishment.name'), value: (r) => r.name, flex: 1 },
      { id: 'minimum', header: t('replenishment.minimum'), value: (r) => r.minimum, kind: 'number', width: 100 },
      { id: 'maximum', header: t('replenishment.maximum'), value: (r) => r.maximum, kind: 'number', width: 100 },
      { id: 'onHand', header: t('replenishment.onHand'), value: (r) => r.onHand, kind: 'number', width: 100 },
      { id: 'onOrder', header: t('replenishment.onOrder'), value: (r) => r.onOrder, kind: 'number', width: 100 },
    ],
    [t],
  );
  return (
    <ListPage<StockLevelRow>
      card
      titleId="stock-levels-title"
      title={t('replenishment.levels')}
      intro={t('replenishment.levelsIntro')}
      filters={
        <FilterBar>
          <WarehouseSelect label={t('replenishment.warehouse')} {...bind('warehouseId')} allowAll />
          <SearchFilter label={t('replenishment.search')} {...bind('search')} />
        </FilterBar>
      }
      query={levels}
      table="stockLevels"
      columns={columns}
      rows={levels.data?.rows}
      getRowId={(r) => `${r.warehouseId}:${r.productId}`}
      editor={{ newLabel: t('replenishment.newLevel'), render: (row, close) => <LevelForm key={row ? `${row.warehouseId}:${row.productId}` : 'new'} row={row} onClose={close} /> }}
      pager={pager(levels.data?.total)}
      exportAll={exportPages(({ limit, offset }) => getStockLevels({ ...query, limit, page: Math.floor(offset / limit) + 1 }), (a) => a.rows, (a) => a.total)}
    />
  );
}

function LevelForm({ row, onClose }: { row: StockLevelRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const commands = useReplenishmentCommands();
  const [product, setProduct] = useState<Pick<Product, 'id' | 'code' | 'name'> | null>(row ? { id: row.productId, code: row.code, name: row.name } : null);
  const form = useZodForm(setStockLevelsBody, { levels: [{ productId: row?.productId ?? '', warehouseId: row?.warehouseId ?? '', minimum: row?.minimum ?? '', maximum: row?.maximum ?? '' }] });
  const warehouseId = form.watch('levels.0.warehouseId');
  return (
    <EntityFormDialog
      form={form}
      title={row ? t('replenishment.levelOf', { code: row.code }) : t('replenishment.newLevel')}
      onSave={(body: SetStockLevelsBody) => commands.setLevels({ ...body, commandId: crypto.randomUUID() })}
      onClose={onClose}
    >
      {row ? (
        <p>
          {row.code} · {row.name} · {row.warehouseCode}
        </p>
      ) : (
        <>
          <ProductPicker
            label={t('replenishment.product')}
            value={product as Product | null}
            onPick={(p) => {
              setProduct(p);
              form.setValue('levels.0.productId', p?.id ?? '');
            }}
          />
          <FieldError name="levels.0.productId" />
          <WarehouseSelect label={t('replenishment.warehouse')} value={warehouseId} onChange={(id) => form.setValue('levels.0.warehouseId', id)} />
          <FieldError name="levels.0.warehouseId" />
        </>
      )}
      <Field name="levels.0.minimum" label={t('replenishment.minimum')} inputMode="decimal" autoFocus={Boolean(row)} />
      <Field name="levels.0.maximum" label={t('replenishment.maximum')} inputMode="decimal" />
    </EntityFormDialog>
  );
}
