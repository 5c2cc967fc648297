import type { Product } from '@tradedesk/contracts/catalog/products';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiRequestError, errorMessage, isConflict } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useProduct, useUpdateProduct } from '../api/products';
import { ProductForm } from '../components/ProductForm';
import { ProductHistory } from '../components/ProductHistory';
import { ProductImages } from '../components/ProductImages';
import { type IssueMap, productToForm, updateBody } from '../product-form';
import { LoadError } from '../../../components/ui/LoadError';

/** Edit a product (route ProductUpdate, /product/:id/update) with its history. */
export default function ProductUpdate() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const product = useProduct(id);
  // The form edits the version it was opened with: a change saved meanwhile (live push) does not
  // wipe what is being typed; saving then answers 409 and "load the latest version" starts again.
  const [session, setSession] = useState(0);
  const restart = async () => {
    await product.refetch();
    setSession((n) => n + 1);
  };
  return (
    <section className="page" aria-labelledby="product-update-title">
      <h1 id="product-update-title" className="page-title">
        {t('route.ProductUpdate')}
        {product.data ? `: ${product.data.code}` : ''}
      </h1>
      <LoadError error={product.error} />
      {product.isPending && <p role="status">…</p>}
      {product.data && <Editor key={`${product.data.id}:${session}`} product={product.data} onRestart={() => void restart()} />}
      {product.data && <ProductImages code={product.data.code} images={product.data.images} />}
      {id && <ProductHistory productId={id} />}
    </section>
  );
}

function Editor({ product: current, onRestart }: { product: Product; onRestart: () => void }) {
  const { t } = useTranslation();
  const [product] = useState(current);
  const [original] = useState(() => productToForm(product));
  const [form, setForm] = useState(original);
  const [errors, setErrors] = useState<IssueMap>({});
  const [formError, setFormError] = useState<ReactNode>(null);
  const update = useUpdateProduct();

  const save = async () => {
    setFormError(null);
    const checked = updateBody(form, original, product.version);
    if (!checked.ok) {
      const onlyNothing = Object.keys(checked.errors).length === 1 && checked.errors[''] !== undefined;
      if (onlyNothing) {
        setErrors({});
        setFormError(t('product.nothingChanged'));
      } else setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: product.id, body: checked.body });
      toast.success(t('form.saved'));
      onRestart();
    } catch (error) {
      const reason = error instanceof ApiRequestError ? error.error?.reason : undefined;
      if (isConflict(error) && (reason === undefined || reason === 'version_conflict')) {
        setFormError(
          <>
            <strong>{t('product.conflict')}</strong> {errorMessage(error)}{' '}
            <button type="button" className="btn btn-small" onClick={onRestart}>
              {t('product.reloadLatest')}
            </button>
          </>,
        );
      } else setFormError(errorMessage(error));
    }
  };

  return (
    <>
      <p className="muted">
        v{product.version} · {product.status === 'disabled' ? t('form.disabled') : t('form.active')}
      </p>
      <ProductForm form={form} onChange={setForm} errors={errors} formError={formError} busy={update.isPending} onSubmit={() => void save()} />
    </>
  );
}
