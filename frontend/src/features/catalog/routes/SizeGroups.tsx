import type { SizeGroup } from '@tradedesk/contracts/catalog/categories';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getSizeGroupHistory, useSizeGroupCommand, useSizeGroups } from '../api/size-groups';
import { HistoryDialog } from '../components/HistoryDialog';

/** Size groups (route SizeGroups, /setting/basics/sizeGroups): sizes in order, products using each. */
export default function SizeGroups() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [showDisabled, setShowDisabled] = useState(false);
  const [history, setHistory] = useState<SizeGroup | null>(null);
  const list = useSizeGroups(showDisabled);
  const command = useSizeGroupCommand();
  const edit = (g: SizeGroup | null) => void navigate(g ? `/setting/basics/create-sizeGroups?id=${encodeURIComponent(g.id)}` : '/setting/basics/create-sizeGroups');

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

  return (
    <ListPage<SizeGroup>
      titleId="size-groups-title"
      title={t('route.SizeGroups')}
      filters={<ShowDisabledFilter checked={showDisabled} onChange={setShowDisabled} />}
      query={list}
      table="sizeGroups"
      columns={columns}
      rows={list.data}
      getRowId={(g) => g.id}
      editor={{ newLabel: t('sizeGroup.new'), open: edit }}
      rowActions={[
        { status: { isDisabled: (g) => g.disabled, run: (g, action) => command.mutateAsync({ action, id: g.id }) } },
        { label: t('product.history'), run: setHistory },
      ]}
    >
      {history && (
        <HistoryDialog title={t('basics.historyOf', { name: history.name })} queryKey={['size-group', history.id]} load={() => getSizeGroupHistory(history.id)} onClose={() => setHistory(null)} />
      )}
    </ListPage>
  );
}
