import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fillPath } from '../../../app/path-match';
import { pathOfRoute } from '../../../app/permission';
import { ALL_ROUTES } from '../../../app/route-tree';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { FormRefusal } from '../../../components/form/useFormSave';
import { ApiRequestError, errorMessage } from '../../../lib/api';
import { DocumentLines } from './DocumentLines';

/**
 * A stock document's form (write-off, transfer): its own fields (`children`), the note, the line
 * grid and the submit button. Sent with a fresh command id; the number it got shows under the lines
 * with a link to the document's print page (`printRoute`), and the form starts over with the same
 * warehouses. A refusal for negative stock says so first.
 */
export function StockDocumentForm<TIn extends FieldValues, TOut>({ form, send, submitLabel, printRoute, children }: {
  form: UseFormReturn<TIn, unknown, TOut>;
  send: (body: TOut & { commandId: string }) => Promise<{ id: string; number: string }>;
  submitLabel: string;
  printRoute: RouteName;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [made, setMade] = useState<{ id: string; number: string } | null>(null);
  const printPattern = pathOfRoute(ALL_ROUTES, printRoute);

  const save = async (body: TOut) => {
    setMade(null);
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
        setMade(answer as { id: string; number: string });
        form.reset({ ...form.getValues(), note: '', lines: [] });
      }}
      actions={<SubmitButton>{submitLabel}</SubmitButton>}
    >
      {children}
      <Field name="note" label={t('stock.note')} maxLength={500} />
      <DocumentLines />
      {made && (
        <p className="card" role="status">
          {t('stock.documentSaved', { number: made.number })}{' '}
          {printPattern && (
            <Link className="btn btn-small" to={fillPath(printPattern, { id: made.id })}>
              {t('stock.scan.openPrint', { number: made.number })}
            </Link>
          )}
        </p>
      )}
    </EntityForm>
  );
}
