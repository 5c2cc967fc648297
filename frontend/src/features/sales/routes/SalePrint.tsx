import { useParams } from 'react-router-dom';
import { SalePrintSheet } from '../components/SalePrintSheet';
import '../sales-ops.css';

/** The order print (route SalePrint, /sale/print/:id): prices, totals with tax, payments, owed, packs per product. */
export default function SalePrint() {
  const { id = '' } = useParams();
  return <SalePrintSheet id={id} variant="sale" />;
}
