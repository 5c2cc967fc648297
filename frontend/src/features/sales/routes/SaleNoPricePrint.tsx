import { useParams } from 'react-router-dom';
import { SalePrintSheet } from '../components/SalePrintSheet';
import '../sales-ops.css';

/**
 * The order without amounts (route SaleNoPricePrint, /sale/no-price-print/:pshow/:id):
 * pshow=1 shows the unit prices (and discounts) but no amounts or totals; pshow=0 (or anything
 * else) shows neither, a packing slip.
 */
export default function SaleNoPricePrint() {
  const { id = '', pshow } = useParams();
  return <SalePrintSheet id={id} variant="noPrice" showPrices={pshow === '1'} />;
}
