import { createTagBody, type CreateTagBody, type Tag as TagRow } from '@tradedesk/contracts/identity/tags';
import { LoadError } from '../../../components/ui/LoadError';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useCreateTag } from '../api/create-tag';
import { useTags } from '../api/get-tags';
import { useSetTagStatus } from '../api/set-tag-status';
import { useUpdateTag } from '../api/update-tag';

/** Tags (route Tag, /setting/tag): labels put on employees. */
export default function Tag() {
  const { t } = useTranslation();
  const [includeDisabled, setIncludeDisabled] = useState(false);
  const [selected, setSelected] = useState<TagRow[]>([]);
  const [editing, setEditing] = useState<TagRow | null | undefined>(undefined);
  const list = useTags(includeDisabled);
  const status = useSetTagStatus();
  const one = selected.length === 1 ? selected[0]! : null;
  const showId = useId();

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

  const changeStatus = async () => {
    if (!one) return;
    try {
      await status.mutateAsync({ id: one.id, action: one.disabled ? 'enable' : 'disable' });
      toast.success(t('form.saved'));
      setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="page" aria-labelledby="tag-title">
      <h1 id="tag-title" className="page-title">
        {t('route.Tag')}
      </h1>
      <div className="filters">
        <label className="inline-check" htmlFor={showId}>
          <input id={showId} type="checkbox" checked={includeDisabled} onChange={(e) => setIncludeDisabled(e.target.checked)} />
          {t('form.showDisabled')}
        </label>
      </div>
      <LoadError error={list.isError ? list.error : null} />
      <DataGrid<TagRow>
        table="tagList"
        title={t('route.Tag')}
        columns={columns}
        rows={list.data?.tags}
        getRowId={(x) => x.id}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(x) => setEditing(x)}
        height={420}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing(null)}>
              {t('tag.new')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setEditing(one)}>
              {t('form.edit')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one || status.isPending} onClick={() => void changeStatus()}>
              {one?.disabled ? t('form.enable') : t('form.disable')}
            </button>
          </>
        }
      />
      {editing !== undefined && <TagForm key={editing?.id ?? 'new'} tag={editing} onClose={() => setEditing(undefined)} />}
    </section>
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
