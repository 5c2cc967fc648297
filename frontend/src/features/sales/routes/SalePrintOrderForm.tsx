import { useParams } from 'react-router-dom';
import { SalePrintSheet } from '../components/SalePrintSheet';
import '../sales-ops.css';

/** The order-form print (route SaleOrderFormPrint, /sale/order-form/print/:id). */
export default function SalePrintOrderForm() {
  const { id = '' } = useParams();
  return <SalePrintSheet id={id} variant="form" />;
}
