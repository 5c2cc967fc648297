import { batchFinanceEntriesBody, ENTRY_DIRECTIONS, entryInput } from '@tradedesk/contracts/finance/money-accounts';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { CellField, FieldError } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { useFinanceClasses, useFinanceCommand, useMoneyAccounts } from '../api/money-accounts';

const text = z.string();
/** One grid row as typed (the date blank means today); the contract's entry rules decide. */
const rowForm = z
  .object({ direction: z.enum(ENTRY_DIRECTIONS), accountId: text, classId: text, amount: text, date: text, memo: text })
  .transform(({ date, ...v }): z.input<typeof entryInput> => ({ ...v, ...(date.trim() ? { date: date.trim() } : {}), partyType: null, partyId: null, attachment: '' }));
const batchForm = z.object({ entries: z.array(rowForm) }).pipe(batchFinanceEntriesBody.omit({ commandId: true }));
type Row = z.input<typeof rowForm>;
const emptyRow = (): Row => ({ direction: 'expense', accountId: '', classId: '', amount: '', date: '', memo: '' });

/**
 * Many entries in one grid (route FinanceBatchAdd, /finance/batchAdd), posted all or nothing: a
 * refused row names its row and field, and nothing is posted until every row is right.
 */
export default function FinanceBatchAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useFinanceCommand();
  const form = useZodForm(batchForm, { entries: [emptyRow(), emptyRow()] });
  const toList = () => void navigate('/finance/index');
  return (
    <section className="page" aria-labelledby="finance-batch-title">
      <h1 id="finance-batch-title" className="page-title">
        {t('route.FinanceBatchAdd')}
      </h1>
      <EntityForm
        form={form}
        onSave={(values) => command.mutateAsync({ action: 'batch', body: { ...values, commandId } })}
        onSaved={toList}
        onCancel={toList}
        actions={<SubmitButton>{t('finAcc.postAll')}</SubmitButton>}
      >
        <BatchRows />
      </EntityForm>
    </section>
  );
}

function CellSelect({ name, label, options }: { name: string; label: string; options: { value: string; label: string }[] }) {
  const { register } = useFormContext();
  return (
    <>
      <select aria-label={label} {...register(name)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError name={name} within />
    </>
  );
}

function BatchRows() {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<{ entries: Row[] }>();
  const rows = useFieldArray({ control, name: 'entries' });
  const accounts = useMoneyAccounts();
  const classes = useFinanceClasses();
  const choose = { value: '', label: t('finAcc.choose') };
  return (
    <>
      <table className="table" aria-label={t('route.FinanceBatchAdd')}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('finAcc.direction')}</th>
            <th>{t('finAcc.account')}</th>
            <th>{t('finAcc.class')}</th>
            <th>{t('finAcc.amount')}</th>
            <th>{t('finAcc.date')}</th>
            <th>{t('finAcc.memo')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((f, i) => {
            const n = String(i + 1);
            const direction = watch(`entries.${i}.direction`);
            return (
              <tr key={f.id}>
                <td>{n}</td>
                <td>
                  <CellSelect name={`entries.${i}.direction`} label={t('finAcc.cell', { what: t('finAcc.direction'), n })} options={ENTRY_DIRECTIONS.map((d) => ({ value: d, label: t(`finAcc.directions.${d}`) }))} />
                </td>
                <td>
                  <CellSelect
                    name={`entries.${i}.accountId`}
                    label={t('finAcc.cell', { what: t('finAcc.account'), n })}
                    options={[choose, ...(accounts.data?.accounts ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))]}
                  />
                </td>
                <td>
                  <CellSelect
                    name={`entries.${i}.classId`}
                    label={t('finAcc.cell', { what: t('finAcc.class'), n })}
                    options={[choose, ...(classes.data?.classes ?? []).filter((c) => c.direction === direction).map((c) => ({ value: c.id, label: c.path }))]}
                  />
                </td>
                <td>
                  <CellField name={`entries.${i}.amount`} label={t('finAcc.cell', { what: t('finAcc.amount'), n })} inputMode="decimal" size={10} />
                </td>
                <td>
                  <CellField name={`entries.${i}.date`} label={t('finAcc.cell', { what: t('finAcc.date'), n })} type="date" />
                </td>
                <td>
                  <CellField name={`entries.${i}.memo`} label={t('finAcc.cell', { what: t('finAcc.memo'), n })} maxLength={500} />
                </td>
                <td>
                  <button type="button" className="btn btn-small" onClick={() => rows.remove(i)} disabled={rows.fields.length === 1}>
                    {t('finAcc.removeRow')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FieldError name="entries" />
      <button type="button" className="btn" onClick={() => rows.append(emptyRow())}>
        {t('finAcc.addRow')}
      </button>
    </>
  );
}
