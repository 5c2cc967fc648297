import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OrderEditor } from '../components/OrderEditor';

/** Order input (route SaleInput, /sale/input): typed codes, quantities and prices, lines pasted from Excel. */
export default function SaleInput() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  return (
    <section className="page sale-page" aria-labelledby="sale-input-title">
      <h1 id="sale-input-title" className="page-title">
        {t('route.SaleInput')}
      </h1>
      <OrderEditor key={id ?? 'new'} mode="input" orderId={id} />
    </section>
  );
}
