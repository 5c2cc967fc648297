import { addCurrencyBody, type AddCurrencyBody } from '@tradedesk/contracts/finance/currencies';
import { currencyDecimals } from '@tradedesk/contracts/platform/money';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { useAddCurrency } from '../api/currencies';

/**
 * Add a currency (route CurrencyNew, /finance/newCurrency; docs/finance.md): its ISO code and
 * name. Its decimals are not typed: they are the money module's for the code, shown as it is typed.
 */
export default function CurrencyNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [commandId] = useState(() => crypto.randomUUID());
  const add = useAddCurrency();
  const form = useZodForm(addCurrencyBody.omit({ commandId: true }), { code: '', name: '' });
  const toList = () => void navigate('/finance/currency');
  return (
    <section className="page" aria-labelledby="currency-new-title">
      <h1 id="currency-new-title" className="page-title">
        {t('route.CurrencyNew')}
      </h1>
      <EntityForm
        form={form}
        className="form card"
        style={{ maxWidth: 480 }}
        onSave={(values: Omit<AddCurrencyBody, 'commandId'>) => add.mutateAsync({ ...values, commandId })}
        onSaved={toList}
        onCancel={toList}
        actions={<SubmitButton>{t('form.save')}</SubmitButton>}
      >
        <Field name="code" label={t('currencies.code')} maxLength={3} autoFocus setValueAs={(v: string) => v.toUpperCase()} />
        <Field name="name" label={t('currencies.name')} maxLength={60} />
        <Decimals />
      </EntityForm>
    </section>
  );
}

function Decimals() {
  const { t } = useTranslation();
  const code = useWatch({ name: 'code' }) as string;
  const valid = /^[A-Za-z]{3}$/.test((code ?? '').trim());
  return <p className="hint">{valid ? t('currencies.decimalsOf', { code: code.trim().toUpperCase(), n: currencyDecimals(code) }) : t('currencies.decimalsHint')}</p>;
}
