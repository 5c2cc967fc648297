import { useQuery } from '@tanstack/react-query';
import { SALE_ORDER_LIST_READ_MODEL } from '@tradedesk/contracts/sales/sale-order';
import type { PickingLine, PrintHeader, SalePrintData } from '@tradedesk/contracts/sales/sale-print';
import { api } from '../../../lib/api';

export type { SalePrintData };

export const getSalePrint = async (id: string) => (await api.get<SalePrintData>('/api/sale/order/print/main', { id })).data!;
export const useSalePrint = (id: string) => useQuery({ queryKey: [SALE_ORDER_LIST_READ_MODEL, 'print', id], queryFn: () => getSalePrint(id) });

/** GET main/sale/order/dist/print and /dist/print/details: the picking note (header, lines in shelf order). */
export async function getSaleDistPrint(id: string) {
  const [header, lines] = await Promise.all([
    api.get<PrintHeader>('/api/main/sale/order/dist/print', { id }),
    api.get<PickingLine[]>('/api/main/sale/order/dist/print/details', { id }),
  ]);
  return { header: header.data!, lines: lines.data ?? [] };
}
export const useSaleDistPrint = (id: string) => useQuery({ queryKey: [SALE_ORDER_LIST_READ_MODEL, 'dist-print', id], queryFn: () => getSaleDistPrint(id), enabled: Boolean(id) });
