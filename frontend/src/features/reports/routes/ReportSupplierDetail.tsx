import { getSupplierStatement, useSupplierStatement } from '../api/report-details';
import { ReportSupplierSelect } from '../components/ReportSupplierSelect';
import { StatementScreen } from '../components/StatementScreen';

/**
 * Supplier statement (route ReportSupplierDetail, /report/supplier-detail; docs/report-details.md
 * "Supplier statement"): one supplier's payables over the period: what was owed before it, every
 * receipt, return, payment and other posting with the running balance, what is owed after it, per
 * currency.
 */
export default function ReportSupplierDetail() {
  return <StatementScreen name="ReportSupplierDetail" ledger="supplierAccount" party="supplierId" PartySelect={ReportSupplierSelect} get={getSupplierStatement} useStatement={useSupplierStatement} />;
}
