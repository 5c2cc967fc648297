import { useMoney } from '../../lib/money';

/** Quantities shown with the company's StockNumberDecimal places, in the interface language's separators. */
export function useStockFormat() {
  const { stock } = useMoney();
  return stock as (qty: unknown) => string;
}
