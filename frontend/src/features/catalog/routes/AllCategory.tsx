import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { useCategoryTree } from '../api/categories';
import { flattenTree, type FlatCategory } from '../basics/category-tree';

/** Every category flat with its path (route AllCategory, /product/all-category): grid and Excel export. */
export default function AllCategory() {
  const { t } = useTranslation();
  const [showDisabled, setShowDisabled] = useState(true);
  const tree = useCategoryTree(showDisabled);
  const rows = useMemo(() => flattenTree(tree.data?.categories ?? []), [tree.data]);

  const columns = useMemo<GridColumn<FlatCategory>[]>(
    () => [
      { id: 'path', header: t('category.path'), value: (c) => c.path, flex: 2, lockVisible: true },
      { id: 'name', header: t('category.name'), value: (c) => c.name, width: 180 },
      { id: 'level', header: t('category.level'), value: (c) => c.depth + 1, kind: 'number', width: 90 },
      { id: 'children', header: t('category.children'), value: (c) => c.childCount, kind: 'number', width: 120 },
      { id: 'own', header: t('category.ownProducts'), value: (c) => c.productCount, kind: 'number', width: 130 },
      { id: 'all', header: t('category.allProducts'), value: (c) => c.totalCount, kind: 'number', width: 150 },
      { id: 'status', header: t('form.status'), value: (c) => (c.disabled ? t('form.disabled') : t('form.active')), width: 100 },
    ],
    [t],
  );

  return (
    <ListPage<FlatCategory>
      titleId="all-category-title"
      title={t('route.AllCategory')}
      filters={<ShowDisabledFilter checked={showDisabled} onChange={setShowDisabled} />}
      query={tree}
      table="allCategory"
      columns={columns}
      rows={tree.isPending ? undefined : rows}
      getRowId={(c) => c.id}
    />
  );
}
