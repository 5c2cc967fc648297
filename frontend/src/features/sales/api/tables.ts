import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DESKS_READ_MODEL } from '@tradedesk/contracts/pos/desks';
import { SALE_ORDER_LIST_READ_MODEL, type SaleOrderAnswer } from '@tradedesk/contracts/sales/sale-order';
import { type Floor, type OpenTableBody, TABLE_ORDERS_READ_MODEL } from '@tradedesk/contracts/sales/table-orders';
import { positionAfter, noteWrite, waitForPosition } from '../../../lib/read-your-writes';
import { api } from '../../../lib/api';
import { saleWritten } from './sale-orders';

/** The later of what we wrote to the table orders and to the orders (a payment frees a table). */
const floorWaitFor = () => {
  const a = waitForPosition(TABLE_ORDERS_READ_MODEL);
  const b = waitForPosition(SALE_ORDER_LIST_READ_MODEL);
  return a && b ? (positionAfter(a, b) ? a : b) : (a ?? b);
};

/** GET /be/api/sale/tables?warehouseId=: the store's floor. Live: another waiter's open, line or payment refreshes it. */
export const getFloor = async (warehouseId: string) => (await api.get<Floor>('/api/sale/tables', { warehouseId, waitFor: floorWaitFor() })).data ?? { tables: [] };
export const useFloor = (warehouseId: string) =>
  useQuery({
    queryKey: [TABLE_ORDERS_READ_MODEL, warehouseId],
    queryFn: () => getFloor(warehouseId),
    enabled: Boolean(warehouseId),
    meta: { readModels: [SALE_ORDER_LIST_READ_MODEL, DESKS_READ_MODEL] },
    // The minutes a table has been open move on without any change.
    refetchInterval: 60_000,
  });

/** POST /be/api/sale/tables/open: a new order on a free table (409 desk_occupied when another waiter was first). */
export function useOpenTable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<OpenTableBody, 'commandId'>) => (await api.post<SaleOrderAnswer & { deskId: string }>('/api/sale/tables/open', { commandId: crypto.randomUUID(), ...body })).data!,
    onSuccess: (r) => {
      noteWrite(TABLE_ORDERS_READ_MODEL, r.globalPosition);
      noteWrite(SALE_ORDER_LIST_READ_MODEL, r.globalPosition);
      void saleWritten(qc, r);
      void qc.invalidateQueries({ queryKey: [TABLE_ORDERS_READ_MODEL] });
    },
  });
}
