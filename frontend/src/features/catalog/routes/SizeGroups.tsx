import type { SizeGroup } from '@tradedesk/contracts/catalog/categories';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { getSizeGroupHistory, useSizeGroupCommand, useSizeGroups } from '../api/size-groups';
import { HistoryDialog } from '../components/HistoryDialog';

/** Size groups (route SizeGroups, /setting/basics/sizeGroups): sizes in order, products using each. */
export default function SizeGroups() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [showDisabled, setShowDisabled] = useState(false);
  const [selected, setSelected] = useState<SizeGroup[]>([]);
  const [history, setHistory] = useState<SizeGroup | null>(null);
  const list = useSizeGroups(showDisabled);
  const command = useSizeGroupCommand();
  const one = selected.length === 1 ? selected[0]! : null;
  const showId = useId();
  const edit = (g: SizeGroup) => void navigate(`/setting/basics/create-sizeGroups?id=${encodeURIComponent(g.id)}`);

  const columns = useMemo<GridColumn<SizeGroup>[]>(
    () => [
      { id: 'name', header: t('sizeGroup.name'), value: (g) => g.name, width: 200, lockVisible: true },
      { id: 'sizes', header: t('sizeGroup.sizes'), value: (g) => g.sizes.join(' · '), flex: 1 },
      { id: 'count', header: t('sizeGroup.sizeCount'), value: (g) => g.sizes.length, kind: 'number', width: 110 },
      { id: 'products', header: t('sizeGroup.products'), value: (g) => g.productCount, kind: 'number', width: 110 },
      { id: 'status', header: t('form.status'), value: (g) => (g.disabled ? t('form.disabled') : t('form.active')), width: 100 },
    ],
    [t],
  );

  const toggle = async () => {
    if (!one) return;
    try {
      await command.mutateAsync({ action: one.disabled ? 'enable' : 'disable', id: one.id });
      toast.success(t('form.saved'));
      setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="page" aria-labelledby="size-groups-title">
      <h1 id="size-groups-title" className="page-title">
        {t('route.SizeGroups')}
      </h1>
      <div className="filters">
        <label className="inline-check" htmlFor={showId}>
          <input id={showId} type="checkbox" checked={showDisabled} onChange={(e) => setShowDisabled(e.target.checked)} />
          {t('form.showDisabled')}
        </label>
      </div>
      <LoadError error={list.isError ? list.error : null} />
      <DataGrid<SizeGroup>
        table="sizeGroups"
        title={t('route.SizeGroups')}
        columns={columns}
        rows={list.data}
        getRowId={(g) => g.id}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={edit}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={() => void navigate('/setting/basics/create-sizeGroups')}>
              {t('sizeGroup.new')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => one && edit(one)}>
              {t('form.edit')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one || command.isPending} onClick={() => void toggle()}>
              {one?.disabled ? t('form.enable') : t('form.disable')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setHistory(one)}>
              {t('product.history')}
            </button>
          </>
        }
      />
      {history && (
        <HistoryDialog title={t('basics.historyOf', { name: history.name })} queryKey={['size-group', history.id]} load={() => getSizeGroupHistory(history.id)} onClose={() => setHistory(null)} />
      )}
    </section>
  );
}
