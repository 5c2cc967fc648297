import { createProductBody } from '@tradedesk/contracts/catalog/products';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { useZodForm } from '../../../components/form/useZodForm';
import { useCreateProduct } from '../api/products';
import { ProductFields } from '../components/ProductForm';
import { emptyProductForm, type ProductFields as Body, productForm } from '../product-form';

/** New product (route ProductNew, /product/new). */
export default function ProductNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(productForm, emptyProductForm());
  // A refused product is sent again as a new command.
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const create = useCreateProduct();

  const save = async (body: Body) => {
    try {
      // The create body's defaults (no other names, no images) for what this form does not edit.
      return await create.mutateAsync(createProductBody.parse({ ...body, commandId }));
    } finally {
      setCommandId(crypto.randomUUID());
    }
  };

  return (
    <section className="page" aria-labelledby="product-new-title">
      <h1 id="product-new-title" className="page-title">
        {t('route.ProductNew')}
      </h1>
      <EntityForm form={form} onSave={save} onSaved={(answer) => void navigate(`/product/${encodeURIComponent((answer as { id: string }).id)}/update`)} actions={<SubmitButton>{t('form.save')}</SubmitButton>}>
        <ProductFields />
      </EntityForm>
    </section>
  );
}
