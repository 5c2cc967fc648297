import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useCreateProduct } from '../api/products';
import { ProductForm } from '../components/ProductForm';
import { createBody, emptyProductForm, type IssueMap } from '../product-form';

/** New product (route ProductNew, /product/new). */
export default function ProductNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyProductForm);
  const [errors, setErrors] = useState<IssueMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const create = useCreateProduct();

  const save = async () => {
    setFormError(null);
    const checked = createBody(form, commandId);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const result = await create.mutateAsync(checked.body);
      toast.success(t('form.saved'));
      setCommandId(crypto.randomUUID());
      void navigate(`/product/${encodeURIComponent(result.id)}/update`);
    } catch (error) {
      setFormError(errorMessage(error));
      setCommandId(crypto.randomUUID());
    }
  };

  return (
    <section className="page" aria-labelledby="product-new-title">
      <h1 id="product-new-title" className="page-title">
        {t('route.ProductNew')}
      </h1>
      <ProductForm form={form} onChange={setForm} errors={errors} formError={formError} busy={create.isPending} onSubmit={() => void save()} />
    </section>
  );
}
