import { useTranslation } from 'react-i18next';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { createTagBody, type CreateTagBody, type Tag as TagRow } from '@tradedesk/contracts/identity/tags';
import { useMemo, useState } from 'react';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { useCreateTag } from '../api/create-tag';
import { useTags } from '../api/get-tags';
import { useSetTagStatus } from '../api/set-tag-status';
import { useUpdateTag } from '../api/update-tag';

/** Tags (route Tag, /setting/tag): labels put on employees. */
export default function Tag() {
  const { t } = useTranslation();
  const [includeDisabled, setIncludeDisabled] = useState(false);
  const list = useTags(includeDisabled);
  const status = useSetTagStatus();

  const columns = useMemo<GridColumn<TagRow>[]>(
    () => [
      {
        id: 'name',
        header: t('tag.name'),
        value: (x) => x.name,
        render: (x) => (
          <span className="tag-chip" style={{ borderColor: x.color, color: x.color }}>
            {x.name}
          </span>
        ),
        width: 200,
        lockVisible: true,
      },
      { id: 'color', header: t('tag.color'), value: (x) => x.color, width: 110 },
      { id: 'userCount', header: t('position.userCount'), value: (x) => x.userCount, kind: 'number', width: 110 },
      { id: 'status', header: t('form.status'), value: (x) => (x.disabled ? t('form.disabled') : t('form.active')), width: 100 },
    ],
    [t],
  );

  return (
    <ListPage<TagRow>
      titleId="tag-title"
      title={t('route.Tag')}
      filters={<ShowDisabledFilter checked={includeDisabled} onChange={setIncludeDisabled} />}
      query={list}
      table="tagList"
      columns={columns}
      rows={list.data?.tags}
      getRowId={(x) => x.id}
      height={420}
      editor={{ newLabel: t('tag.new'), render: (x, close) => <TagForm key={x?.id ?? 'new'} tag={x} onClose={close} /> }}
      rowActions={[{ status: { isDisabled: (x) => x.disabled, run: (x, action) => status.mutateAsync({ id: x.id, action }) } }]}
    />
  );
}

const upperCase = (value: string) => value.toUpperCase();

function TagForm({ tag, onClose }: { tag: TagRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = { name: tag?.name ?? '', color: tag?.color ?? '#409EFF' };
  const form = useZodForm(createTagBody, initial, { messages: { name: t('tag.nameRequired') } });
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useCreateTag();
  const update = useUpdateTag();

  const save = async (values: CreateTagBody) => {
    if (!tag) return create.mutateAsync({ ...values, commandId });
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('product.nothingChanged'));
    return update.mutateAsync({ id: tag.id, body: { version: tag.version, ...changed } });
  };

  return (
    <EntityFormDialog form={form} title={tag ? t('tag.edit') : t('tag.new')} onSave={save} onClose={onClose}>
      <Field name="name" label={t('tag.name')} maxLength={40} autoFocus />
      <Field name="color" label={t('tag.color')} type="color" setValueAs={upperCase} />
    </EntityFormDialog>
  );
}
