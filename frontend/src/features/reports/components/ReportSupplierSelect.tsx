import { useTranslation } from 'react-i18next';
import { SelectFilter } from '../../../components/filters/FilterBar';
import { useReportSuppliers } from '../api/purchase-reports';

/** The purchase reports' supplier filter ('' = every supplier), from GET /be/api/report/purchase-suppliers. */
export function ReportSupplierSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const suppliers = useReportSuppliers();
  return (
    <SelectFilter
      label={t('reportsMore.filter.supplier')}
      allLabel={t('form.all')}
      value={value}
      onChange={onChange}
      options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: `${s.code} · ${s.name}` }))}
    />
  );
}
