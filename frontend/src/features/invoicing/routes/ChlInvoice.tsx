import { CountryDocumentList } from '../components/CountryDocumentList';
import { COUNTRY_LISTS } from '../variants';

/** Chile's issued documents (route ChlInvoice; docs/invoicing-variants.md). */
export default function ChlInvoice() {
  return <CountryDocumentList profile={COUNTRY_LISTS.ChlInvoice} />;
}
