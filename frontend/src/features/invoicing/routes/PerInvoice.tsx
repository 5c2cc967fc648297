import { CountryDocumentList } from '../components/CountryDocumentList';
import { COUNTRY_LISTS } from '../variants';

/** Peru's issued documents (route PerInvoice; docs/invoicing-variants.md). */
export default function PerInvoice() {
  return <CountryDocumentList profile={COUNTRY_LISTS.PerInvoice} />;
}
