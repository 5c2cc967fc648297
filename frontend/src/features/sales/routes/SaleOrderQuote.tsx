import { useCallback } from 'react';
import { useRoutePath } from '../../../app/layout/routes-context';
import { KindList } from './KindList';

/** Quotes (route SaleOrderQuote, /sale/order-quote): the list, and a new one. */
export default function SaleOrderQuote() {
  const update = useRoutePath('SaleOrderQuoteUpdate') ?? '/sale/order-quote/:id/update';
  const updatePath = useCallback((id: string) => update.replace(':id', encodeURIComponent(id)), [update]);
  return <KindList kind="quote" titleKey="route.SaleOrderQuote" updatePath={updatePath} />;
}
