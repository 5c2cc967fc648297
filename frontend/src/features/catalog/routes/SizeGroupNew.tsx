import { createSizeGroupBody, type CreateSizeGroupBody, type SizeGroup } from '@tradedesk/contracts/catalog/categories';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field, FieldError } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { LoadError } from '../../../components/ui/LoadError';
import { useSizeGroup, useSizeGroupCommand } from '../api/size-groups';
import '../basics/basics.css';
import { moveItem, parseSizes } from '../basics/size-list';

/**
 * Create a size group, or edit one (?id=) (route SizeGroupNew, /setting/basics/create-sizeGroups):
 * a name and its sizes in the order shown on products and documents.
 */
export default function SizeGroupNew() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const group = useSizeGroup(id);
  return (
    <section className="page" aria-labelledby="size-group-new-title">
      <h1 id="size-group-new-title" className="page-title">
        {id ? t('sizeGroup.editOf', { name: group.data?.name ?? '' }) : t('route.SizeGroupNew')}
      </h1>
      <LoadError error={group.isError ? group.error : null} />
      {(!id || group.data) && <SizeGroupForm key={id ?? 'new'} group={group.data ?? null} />}
    </section>
  );
}

function SizeGroupForm({ group }: { group: SizeGroup | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial = { name: group?.name ?? '', sizes: group?.sizes ?? [] };
  const form = useZodForm(createSizeGroupBody, initial);
  const sizesField = useController({ control: form.control, name: 'sizes' });
  const sizes = sizesField.field.value ?? [];
  const setSizes = (next: string[]) => sizesField.field.onChange(next);
  const [adding, setAdding] = useState('');
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useSizeGroupCommand();
  const addId = useId();
  const toList = () => void navigate('/setting/basics/sizeGroups');

  const add = () => {
    const fresh = parseSizes(adding).filter((s) => !sizes.some((x) => x.toLowerCase() === s.toLowerCase()));
    if (fresh.length) setSizes([...sizes, ...fresh]);
    setAdding('');
  };
  const onAddKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  const save = async (values: CreateSizeGroupBody) => {
    if (!group) return command.mutateAsync({ action: 'create', body: { ...values, commandId } });
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('product.nothingChanged'));
    return command.mutateAsync({ action: 'update', id: group.id, body: { version: group.version, ...changed } });
  };

  return (
    <EntityForm
      form={form}
      className="form card"
      style={{ maxWidth: 560 }}
      onSave={save}
      onSaved={toList}
      onCancel={toList}
      actions={<SubmitButton>{t('form.save')}</SubmitButton>}
    >
      <Field name="name" label={t('sizeGroup.name')} maxLength={60} autoFocus />
      <div className="field">
        <label htmlFor={addId}>{t('sizeGroup.addSize')}</label>
        <span className="basics-toolbar">
          <input id={addId} value={adding} onChange={(e) => setAdding(e.target.value)} onKeyDown={onAddKey} placeholder="S, M, L" />
          <button type="button" className="btn btn-small" onClick={add} disabled={!adding.trim()}>
            {t('sizeGroup.add')}
          </button>
        </span>
        <span className="hint">{t('sizeGroup.addHint')}</span>
      </div>
      <ol className="size-list" aria-label={t('sizeGroup.sizes')}>
        {sizes.map((s, i) => (
          <li key={s}>
            <span>{s}</span>
            <button type="button" className="icon-button" aria-label={t('sizeGroup.up', { size: s })} disabled={i === 0} onClick={() => setSizes(moveItem(sizes, i, -1))}>
              ↑
            </button>
            <button type="button" className="icon-button" aria-label={t('sizeGroup.down', { size: s })} disabled={i === sizes.length - 1} onClick={() => setSizes(moveItem(sizes, i, 1))}>
              ↓
            </button>
            <button type="button" className="icon-button" aria-label={t('sizeGroup.remove', { size: s })} onClick={() => setSizes(sizes.filter((x) => x !== s))}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <FieldError name="sizes" />
      {group && group.productCount > 0 && <p className="hint">{t('sizeGroup.inUseHint', { n: group.productCount })}</p>}
    </EntityForm>
  );
}
