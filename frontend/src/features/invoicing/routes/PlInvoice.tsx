import { CountryDocumentList } from '../components/CountryDocumentList';
import { COUNTRY_LISTS } from '../variants';

/** Poland's issued documents (route PlInvoice; docs/invoicing-variants.md). */
export default function PlInvoice() {
  return <CountryDocumentList profile={COUNTRY_LISTS.PlInvoice} />;
}
