import { createTagBody, updateTagBody, type Tag as TagRow } from '@tradedesk/contracts/identity/tags';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
import { errorMessage, isConflict } from '../../../lib/api';
import { fieldErrors } from '../../../lib/form';
import { toast } from '../../../stores/toast';
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

function TagForm({ tag, onClose }: { tag: TagRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = tag !== null;
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState(tag?.color ?? '#409EFF');
  const [error, setError] = useState<string | null>(null);
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useCreateTag();
  const update = useUpdateTag();
  const ids = { form: useId(), name: useId(), color: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = editing ? updateTagBody.safeParse({ version: tag.version, name, color }) : createTagBody.safeParse({ commandId, name, color });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setError(found.name ? t('tag.nameRequired') : Object.values(found)[0] ?? t('profile.invalid'));
      return;
    }
    try {
      if (editing) await update.mutateAsync({ id: tag.id, body: parsed.data as Parameters<typeof update.mutateAsync>[0]['body'] });
      else await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      toast.success(t('form.saved'));
      onClose();
    } catch (err) {
      setError(isConflict(err) ? `${errorMessage(err)} ${t('form.conflictClose')}` : errorMessage(err));
    }
  };

  return (
    <Dialog
      open
      title={editing ? t('tag.edit') : t('tag.new')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" form={ids.form} className="btn btn-primary" disabled={create.isPending || update.isPending}>
            {t('form.save')}
          </button>
        </>
      }
    >
      <form id={ids.form} className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.name}>{t('tag.name')}</label>
          <input id={ids.name} value={name} maxLength={40} onChange={(e) => setName(e.target.value)} autoFocus />
        </div>
        <div className="field">
          <label htmlFor={ids.color}>{t('tag.color')}</label>
          <input id={ids.color} type="color" value={color} onChange={(e) => setColor(e.target.value.toUpperCase())} />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
