import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/Field';
import { settingValue, toFlag } from '../../../lib/settings';
import { useSession } from '../../../stores/session';
import { useCategoryTree } from '../api/categories';
import { useSizeGroups } from '../api/size-groups';
import { flattenTree, indented } from '../basics/category-tree';
import type { ProductFormState } from '../product-form';

/**
 * The product's category (the tree, enabled categories), and, when the company settings
 * EnableSize / EnableColor are on, its size group with the sizes it comes in, and its colours.
 */
export function ProductBasicsFields() {
  const { t } = useTranslation();
  const settings = useSession((s) => s.settings);
  const enableSize = toFlag(settingValue(settings, 'EnableSize'));
  const enableColor = toFlag(settingValue(settings, 'EnableColor'));
  const tree = useCategoryTree(true);
  const groups = useSizeGroups(true, enableSize);
  const categories = useMemo(() => flattenTree(tree.data?.categories ?? []), [tree.data]);
  const { control, setValue } = useFormContext<ProductFormState>();
  const [categoryId, sizeGroupId] = useWatch({ control, name: ['categoryId', 'sizeGroupId'] });
  const group = groups.data?.find((g) => g.id === sizeGroupId);

  // Another size group: the sizes chosen were those of the group before.
  const shownGroup = useRef(sizeGroupId);
  useEffect(() => {
    if (shownGroup.current !== sizeGroupId) setValue('sizes', []);
    shownGroup.current = sizeGroupId;
  }, [sizeGroupId, setValue]);

  const categoryOptions = [
    { value: '', label: t('category.none') },
    ...categories.filter((c) => !c.disabled || c.id === categoryId).map((c) => ({ value: c.id, label: indented(c), title: c.path })),
  ];
  const groupOptions = [
    { value: '', label: t('sizeGroup.none') },
    ...(groups.data ?? []).filter((g) => !g.disabled || g.id === sizeGroupId).map((g) => ({ value: g.id, label: g.name })),
  ];

  return (
    <div className="field-grid">
      <Field name="categoryId" label={t('product.category')} kind="select" options={categoryOptions} />
      {enableSize && <Field name="sizeGroupId" label={t('sizeGroup.sizeGroup')} kind="select" options={groupOptions} />}
      {enableSize && group && <Field name="sizes" label={t('sizeGroup.sizesOfProduct')} kind="checks" options={group.sizes.map((s) => ({ value: s, label: s }))} />}
      {enableColor && <Field name="colors" label={t('sizeGroup.colors')} placeholder={t('sizeGroup.colorsHint')} within />}
    </div>
  );
}
