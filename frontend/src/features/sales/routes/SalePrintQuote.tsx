import { useParams } from 'react-router-dom';
import { SalePrintSheet } from '../components/SalePrintSheet';
import '../sales-ops.css';

/** The quote print (route SaleOrderQuotePrint, /sale/order-quote/print/:id), with until when it is valid. */
export default function SalePrintQuote() {
  const { id = '' } = useParams();
  return <SalePrintSheet id={id} variant="quote" />;
}
