import { useTranslation } from 'react-i18next';
import { SelectFilter } from '../../../components/filters/FilterBar';
import { useDetailFilters } from '../api/report-details';

interface Bound {
  value: string;
  onChange: (id: string) => void;
}

/**
 * The detail reports' customer, salesperson and category filters ('' = all; docs/report-details.md),
 * filled from GET /be/api/report/detail-filters. `required` leaves out "all" (a statement is of
 * one customer: "choose a customer" first).
 */
export function DetailCustomerSelect({ required, ...bound }: Bound & { required?: boolean }) {
  const { t } = useTranslation();
  const filters = useDetailFilters();
  return (
    <SelectFilter
      label={t('reportDetails.filter.customer')}
      allLabel={required ? t('reportDetails.filter.chooseCustomer') : t('form.all')}
      options={(filters.data?.customers ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
      {...bound}
    />
  );
}

export function DetailSalespersonSelect(bound: Bound) {
  const { t } = useTranslation();
  const filters = useDetailFilters();
  return <SelectFilter label={t('reportDetails.filter.salesperson')} allLabel={t('form.all')} options={(filters.data?.salespeople ?? []).map((u) => ({ value: u.id, label: u.name }))} {...bound} />;
}

export function DetailCategorySelect(bound: Bound) {
  const { t } = useTranslation();
  const filters = useDetailFilters();
  return <SelectFilter label={t('reportDetails.filter.category')} allLabel={t('form.all')} options={(filters.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))} {...bound} />;
}
