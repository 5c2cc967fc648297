import { createSizeGroupBody, type SizeGroup, updateSizeGroupBody } from '@tradedesk/contracts/catalog/categories';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage, isConflict } from '../../../lib/api';
import { fieldErrors } from '../../../lib/form';
import { toast } from '../../../stores/toast';
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
  const [name, setName] = useState(group?.name ?? '');
  const [sizes, setSizes] = useState<string[]>(group?.sizes ?? []);
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useSizeGroupCommand();
  const ids = { name: useId(), add: useId() };

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = group
      ? updateSizeGroupBody.safeParse({ version: group.version, ...(name.trim() !== group.name ? { name } : {}), ...(JSON.stringify(sizes) !== JSON.stringify(group.sizes) ? { sizes } : {}) })
      : createSizeGroupBody.safeParse({ commandId, name, sizes });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      if (found[''] && group) setFormError(t('product.nothingChanged'));
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (group) await command.mutateAsync({ action: 'update', id: group.id, body: parsed.data as never });
      else await command.mutateAsync({ action: 'create', body: parsed.data as never });
      toast.success(t('form.saved'));
      void navigate('/setting/basics/sizeGroups');
    } catch (err) {
      setFormError(isConflict(err) ? `${errorMessage(err)} ${t('form.conflictClose')}` : errorMessage(err));
    }
  };

  return (
    <form className="form card" onSubmit={submit} noValidate style={{ maxWidth: 560 }}>
      <div className="field">
        <label htmlFor={ids.name}>{t('sizeGroup.name')}</label>
        <input id={ids.name} value={name} maxLength={60} autoFocus onChange={(e) => setName(e.target.value)} aria-invalid={errors.name ? true : undefined} />
        {errors.name && (
          <span className="field-error" role="alert">
            {errors.name}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.add}>{t('sizeGroup.addSize')}</label>
        <span className="basics-toolbar">
          <input id={ids.add} value={adding} onChange={(e) => setAdding(e.target.value)} onKeyDown={onAddKey} placeholder="S, M, L" />
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
      {errors.sizes && (
        <p className="field-error" role="alert">
          {errors.sizes}
        </p>
      )}
      {group && group.productCount > 0 && <p className="hint">{t('sizeGroup.inUseHint', { n: group.productCount })}</p>}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="actions">
        <button type="button" className="btn" onClick={() => void navigate('/setting/basics/sizeGroups')}>
          {t('form.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={command.isPending}>
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}
