import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRoutePath } from '../../../app/layout/routes-context';
import { CountryDocumentList } from '../components/CountryDocumentList';
import { COUNTRY_LISTS } from '../variants';

/** Chile's issued documents (route ChlInvoice; docs/invoicing-variants.md), with a link to the guías de despacho for those who may open them. */
export default function ChlInvoice() {
  const { t } = useTranslation();
  const waybills = useRoutePath('InvoiceWaybill');
  return (
    <CountryDocumentList
      profile={COUNTRY_LISTS.ChlInvoice}
      actions={
        waybills && (
          <Link className="btn" to={waybills}>
            {t('route.InvoiceWaybill')}
          </Link>
        )
      }
    />
  );
}
