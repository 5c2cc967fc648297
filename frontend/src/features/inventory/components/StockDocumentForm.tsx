import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { FormRefusal } from '../../../components/form/useFormSave';
import { ApiRequestError, errorMessage } from '../../../lib/api';
import { newLine } from '../use-document-form';
import { DocumentLines } from './DocumentLines';

/**
 * A stock document's form (write-off, transfer): its own fields (`children`), the note, the lines
 * and the submit button. Sent with a fresh command id; the number it got shows under the lines and
 * the form starts over with the same warehouses. A refusal for negative stock says so first.
 */
export function StockDocumentForm<TIn extends FieldValues, TOut>({ form, send, submitLabel, children }: {
  form: UseFormReturn<TIn, unknown, TOut>;
  send: (body: TOut & { commandId: string }) => Promise<{ number: string }>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [number, setNumber] = useState<string | null>(null);

  const save = async (body: TOut) => {
    setNumber(null);
    try {
      return await send({ ...body, commandId: crypto.randomUUID() });
    } catch (error) {
      const negative = error instanceof ApiRequestError && error.error?.reason === 'negative_stock';
      throw negative ? new FormRefusal(`${t('stock.negativeStock')} ${errorMessage(error)}`) : error;
    }
  };

  return (
    <EntityForm
      form={form}
      savedMessage={null}
      onSave={save}
      onSaved={(answer) => {
        setNumber((answer as { number: string }).number);
        form.reset({ ...form.getValues(), note: '', lines: [newLine()] });
      }}
      actions={<SubmitButton>{submitLabel}</SubmitButton>}
    >
      {children}
      <Field name="note" label={t('stock.note')} maxLength={500} />
      <DocumentLines />
      {number && (
        <p className="card" role="status">
          {t('stock.documentSaved', { number })}
        </p>
      )}
    </EntityForm>
  );
}
