import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { settingValue, toFlag } from '../../../lib/settings';
import { useSession } from '../../../stores/session';
import { useCategoryTree } from '../api/categories';
import { useSizeGroups } from '../api/size-groups';
import { flattenTree, indented } from '../basics/category-tree';
import type { IssueMap, ProductFormState } from '../product-form';

/**
 * The product's category (the tree, enabled categories), and, when the company settings
 * EnableSize / EnableColor are on, its size group with the sizes it comes in, and its colours.
 */
export function ProductBasicsFields({ form, onChange, errors }: { form: ProductFormState; onChange: (next: ProductFormState) => void; errors: IssueMap }) {
  const { t } = useTranslation();
  const settings = useSession((s) => s.settings);
  const enableSize = toFlag(settingValue(settings, 'EnableSize'));
  const enableColor = toFlag(settingValue(settings, 'EnableColor'));
  const tree = useCategoryTree(true);
  const groups = useSizeGroups(true, enableSize);
  const categories = useMemo(() => flattenTree(tree.data?.categories ?? []), [tree.data]);
  const group = groups.data?.find((g) => g.id === form.sizeGroupId);
  const ids = { category: useId(), group: useId(), colors: useId() };
  const err = (path: string) =>
    errors[path] ? (
      <span className="field-error" role="alert">
        {errors[path]}
      </span>
    ) : null;
  const toggleSize = (size: string, on: boolean) => {
    const chosen = new Set(on ? [...form.sizes, size] : form.sizes.filter((s) => s !== size));
    // Kept in the group's order.
    onChange({ ...form, sizes: (group?.sizes ?? []).filter((s) => chosen.has(s)) });
  };

  return (
    <div className="field-grid">
      <div className="field">
        <label htmlFor={ids.category}>{t('product.category')}</label>
        <select id={ids.category} value={form.categoryId} onChange={(e) => onChange({ ...form, categoryId: e.target.value })} aria-invalid={errors.categoryId ? true : undefined}>
          <option value="">{t('category.none')}</option>
          {categories
            .filter((c) => !c.disabled || c.id === form.categoryId)
            .map((c) => (
              <option key={c.id} value={c.id} title={c.path}>
                {indented(c)}
              </option>
            ))}
        </select>
        {err('categoryId')}
      </div>
      {enableSize && (
        <div className="field">
          <label htmlFor={ids.group}>{t('sizeGroup.sizeGroup')}</label>
          <select id={ids.group} value={form.sizeGroupId} onChange={(e) => onChange({ ...form, sizeGroupId: e.target.value, sizes: [] })} aria-invalid={errors.sizeGroupId ? true : undefined}>
            <option value="">{t('sizeGroup.none')}</option>
            {(groups.data ?? [])
              .filter((g) => !g.disabled || g.id === form.sizeGroupId)
              .map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
          </select>
          {err('sizeGroupId')}
        </div>
      )}
      {enableSize && group && (
        <fieldset className="field">
          <legend>{t('sizeGroup.sizesOfProduct')}</legend>
          <span className="size-choices">
            {group.sizes.map((s) => (
              <label key={s} className="inline-check">
                <input type="checkbox" checked={form.sizes.includes(s)} onChange={(e) => toggleSize(s, e.target.checked)} />
                {s}
              </label>
            ))}
          </span>
          {err('sizes')}
        </fieldset>
      )}
      {enableColor && (
        <div className="field">
          <label htmlFor={ids.colors}>{t('sizeGroup.colors')}</label>
          <input id={ids.colors} value={form.colors} placeholder={t('sizeGroup.colorsHint')} onChange={(e) => onChange({ ...form, colors: e.target.value })} aria-invalid={errors.colors ? true : undefined} />
          {err('colors')}
        </div>
      )}
    </div>
  );
}
