import { moveCategoryBody, renameCategoryBody } from '@tradedesk/contracts/catalog/categories';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { blankAsNull } from '../../../components/form/form-input';
import { useZodForm } from '../../../components/form/useZodForm';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { getCategoryHistory, useCategoryCommand, useCategoryTree } from '../api/categories';
import { flattenTree, indented, moveTargets, type FlatCategory } from '../basics/category-tree';
import '../basics/basics.css';
import { HistoryDialog } from '../components/HistoryDialog';

type Editing =
  | { kind: 'create'; parent: FlatCategory | null }
  | { kind: 'rename'; category: FlatCategory }
  | { kind: 'move'; category: FlatCategory }
  | { kind: 'history'; category: FlatCategory };

/**
 * The category tree (route ProductCategory, /product/category): create at the top or under a
 * category, rename, move, disable / enable, history; products in each category and below it.
 * A tree, not a reference list: the kit's grid (ag-grid community) has no tree rows and would
 * sort and filter the rows out of their tree order, so the tree is a table of its own under the
 * kit's filter bar and load-error line.
 */
export default function ProductCategory() {
  const { t } = useTranslation();
  const [showDisabled, setShowDisabled] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const tree = useCategoryTree(showDisabled);
  const command = useCategoryCommand();
  const flat = useMemo(() => flattenTree(tree.data?.categories ?? []), [tree.data]);

  const toggle = async (c: FlatCategory) => {
    try {
      await command.mutateAsync({ action: c.disabled ? 'enable' : 'disable', id: c.id });
      toast.success(t('form.saved'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="page" aria-labelledby="category-title">
      <h1 id="category-title" className="page-title">
        {t('route.ProductCategory')}
      </h1>
      <ShowDisabledFilter checked={showDisabled} onChange={setShowDisabled} />
      <div className="basics-toolbar">
        <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing({ kind: 'create', parent: null })}>
          {t('category.newTop')}
        </button>
        <span className="muted">{t('category.total', { total: tree.data?.total ?? 0 })}</span>
      </div>
      <LoadError error={tree.isError ? tree.error : null} />
      {tree.isPending && <p role="status">…</p>}
      {tree.data && flat.length === 0 && <p className="muted">{t('category.empty')}</p>}
      {flat.length > 0 && (
        <table className="table tree-table" aria-label={t('route.ProductCategory')}>
          <thead>
            <tr>
              <th scope="col">{t('category.name')}</th>
              <th scope="col" className="num">
                {t('category.ownProducts')}
              </th>
              <th scope="col" className="num">
                {t('category.allProducts')}
              </th>
              <th scope="col">{t('form.status')}</th>
              <th scope="col">{t('category.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {flat.map((c) => (
              <tr key={c.id} data-category={c.name}>
                <th scope="row" style={{ paddingLeft: 8 + c.depth * 22 }}>
                  <span className={c.disabled ? 'tree-name tree-disabled' : 'tree-name'} title={c.path}>
                    {c.depth > 0 ? '└ ' : ''}
                    {c.name}
                  </span>
                </th>
                <td className="num">{c.productCount}</td>
                <td className="num">{c.totalCount}</td>
                <td>{c.disabled ? t('form.disabled') : t('form.active')}</td>
                <td>
                  <span className="tree-actions">
                    <button type="button" className="btn btn-small" disabled={c.disabled} aria-label={t('category.addChildOf', { name: c.name })} onClick={() => setEditing({ kind: 'create', parent: c })}>
                      {t('category.addChild')}
                    </button>
                    <button type="button" className="btn btn-small" aria-label={t('category.renameOf', { name: c.name })} onClick={() => setEditing({ kind: 'rename', category: c })}>
                      {t('category.rename')}
                    </button>
                    <button type="button" className="btn btn-small" aria-label={t('category.moveOf', { name: c.name })} onClick={() => setEditing({ kind: 'move', category: c })}>
                      {t('category.move')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={command.isPending}
                      aria-label={`${c.disabled ? t('form.enable') : t('form.disable')} ${c.name}`}
                      onClick={() => void toggle(c)}
                    >
                      {c.disabled ? t('form.enable') : t('form.disable')}
                    </button>
                    <button type="button" className="btn btn-small" aria-label={t('basics.historyOf', { name: c.name })} onClick={() => setEditing({ kind: 'history', category: c })}>
                      {t('product.history')}
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing?.kind === 'history' && (
        <HistoryDialog
          title={t('basics.historyOf', { name: editing.category.name })}
          queryKey={['category', editing.category.id]}
          load={() => getCategoryHistory(editing.category.id)}
          onClose={() => setEditing(null)}
        />
      )}
      {(editing?.kind === 'create' || editing?.kind === 'rename') && <NameDialog editing={editing} onClose={() => setEditing(null)} />}
      {editing?.kind === 'move' && <MoveDialog category={editing.category} flat={flat} onClose={() => setEditing(null)} />}
    </section>
  );
}

const nameForm = renameCategoryBody.pick({ name: true });
const moveForm = moveCategoryBody.pick({ parentId: true }).extend({ parentId: blankAsNull(moveCategoryBody.shape.parentId) });

function NameDialog({ editing, onClose }: { editing: Extract<Editing, { kind: 'create' | 'rename' }>; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(nameForm, { name: editing.kind === 'rename' ? editing.category.name : '' });
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useCategoryCommand();
  const title =
    editing.kind === 'rename' ? t('category.renameOf', { name: editing.category.name }) : editing.parent ? t('category.addChildOf', { name: editing.parent.name }) : t('category.newTop');

  const save = ({ name }: { name: string }) =>
    editing.kind === 'rename'
      ? command.mutateAsync({ action: 'rename', id: editing.category.id, body: { version: editing.category.version, name } })
      : command.mutateAsync({ action: 'create', body: { commandId, name, parentId: editing.parent?.id ?? null } });

  return (
    <EntityFormDialog form={form} title={title} onSave={save} onClose={onClose}>
      {editing.kind === 'create' && editing.parent && <p className="muted">{t('category.under', { path: editing.parent.path })}</p>}
      <Field name="name" label={t('category.name')} maxLength={100} autoFocus />
    </EntityFormDialog>
  );
}

function MoveDialog({ category, flat, onClose }: { category: FlatCategory; flat: FlatCategory[]; onClose: () => void }) {
  const { t } = useTranslation();
  const targets = useMemo(() => moveTargets(flat, category.id), [flat, category.id]);
  const form = useZodForm(moveForm, { parentId: category.parentId ?? '' });
  const command = useCategoryCommand();
  const options = [{ value: '', label: t('category.top') }, ...targets.map((c) => ({ value: c.id, label: indented(c) }))];

  return (
    <EntityFormDialog
      form={form}
      title={t('category.moveOf', { name: category.name })}
      submitLabel={t('category.move')}
      onSave={({ parentId }) => command.mutateAsync({ action: 'move', id: category.id, body: { version: category.version, parentId } })}
      onClose={onClose}
    >
      <Field name="parentId" label={t('category.newParent')} kind="select" options={options} />
      <p className="hint">{t('category.moveHint')}</p>
    </EntityFormDialog>
  );
}
