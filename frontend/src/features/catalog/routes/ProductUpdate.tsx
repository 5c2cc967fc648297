import type { Product } from '@tradedesk/contracts/catalog/products';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { ApiRequestError, errorMessage, isConflict } from '../../../lib/api';
import { useProduct, useUpdateProduct } from '../api/products';
import { ProductFields } from '../components/ProductForm';
import { ProductHistory } from '../components/ProductHistory';
import { ProductImages } from '../components/ProductImages';
import { LoadError } from '../../../components/ui/LoadError';
import { StaleVersion } from '../components/StaleVersion';
import { productForm, productToForm, productUpdate } from '../product-form';

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
  const form = useZodForm(productForm, original);
  const [conflict, setConflict] = useState(false);
  const update = useUpdateProduct();

  const save = async () => {
    setConflict(false);
    const body = productUpdate(form.getValues(), original, product.version);
    if (!body) throw new FormRefusal(t('product.nothingChanged'));
    try {
      return await update.mutateAsync({ id: product.id, body });
    } catch (error) {
      const reason = error instanceof ApiRequestError ? error.error?.reason : undefined;
      if (!isConflict(error) || (reason !== undefined && reason !== 'version_conflict')) throw error;
      setConflict(true);
      throw new FormRefusal(errorMessage(error));
    }
  };

  return (
    <>
      <p className="muted">
        v{product.version} · {product.status === 'disabled' ? t('form.disabled') : t('form.active')}
      </p>
      <EntityForm form={form} onSave={save} onSaved={onRestart} actions={<SubmitButton>{t('form.save')}</SubmitButton>}>
        <ProductFields />
        {conflict && <StaleVersion onReload={onRestart} />}
      </EntityForm>
    </>
  );
}
