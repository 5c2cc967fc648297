import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { useCategoryTree } from '../api/categories';
import { flattenTree, type FlatCategory } from '../basics/category-tree';

/** Every category flat with its path (route AllCategory, /product/all-category): grid and Excel export. */
export default function AllCategory() {
  const { t } = useTranslation();
  const [showDisabled, setShowDisabled] = useState(true);
  const tree = useCategoryTree(showDisabled);
  const rows = useMemo(() => flattenTree(tree.data?.categories ?? []), [tree.data]);
  const showId = useId();

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
    <section className="page" aria-labelledby="all-category-title">
      <h1 id="all-category-title" className="page-title">
        {t('route.AllCategory')}
      </h1>
      <div className="filters">
        <label className="inline-check" htmlFor={showId}>
          <input id={showId} type="checkbox" checked={showDisabled} onChange={(e) => setShowDisabled(e.target.checked)} />
          {t('form.showDisabled')}
        </label>
      </div>
      <LoadError error={tree.isError ? tree.error : null} />
      <DataGrid<FlatCategory> table="allCategory" title={t('route.AllCategory')} columns={columns} rows={tree.isPending ? undefined : rows} getRowId={(c) => c.id} loading={tree.isPending} />
    </section>
  );
}
