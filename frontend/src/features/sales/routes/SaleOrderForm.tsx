import { useCallback } from 'react';
import { useRoutePath } from '../../../app/layout/routes-context';
import { KindList } from './KindList';

/** Forms (route SaleOrderForm, /sale/order-form): the list, and a new one. */
export default function SaleOrderForm() {
  const update = useRoutePath('SaleOrderFormUpdate') ?? '/sale/order-form/:id/update';
  const updatePath = useCallback((id: string) => update.replace(':id', encodeURIComponent(id)), [update]);
  return <KindList kind="form" titleKey="route.SaleOrderForm" updatePath={updatePath} />;
}
