import { useQuery } from '@tanstack/react-query';
import { SALE_ORDER_LIST_READ_MODEL, type SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import { api } from '../../../lib/api';
import type { PickingLine } from './sale-orders';

/** GET /be/api/sale/order/print/main: what the print pages show (server: sale-print.ts). */
export interface SalePrintData {
  header: {
    company: { name: string; timeZoneOffset: number };
    number: string;
    kind: SaleOrderView['kind'];
    status: SaleOrderView['status'];
    date: string;
    dueDate: string | null;
    customer: SaleOrderView['header']['customer'];
    warehouse: SaleOrderView['warehouse'];
    currency: string;
    taxRate: string | null;
    subtotal: string;
    tax: string;
    total: string;
    paid: string;
    outstanding: string;
    payments: SaleOrderView['payments'];
    memo: string;
    seller: string | null;
    deliveryMode: SaleOrderView['header']['deliveryMode'];
    deliveryDate: string | null;
    unitLabels: Record<'unit' | 'box' | 'bigBag' | 'bag', string>;
  };
  lines: { n: number; code: string; name: string; unit: string; unitLabel: string; quantity: string; baseQuantity: string; price: string; discount: string; amount: string; gift: boolean; memo: string }[];
  products: { code: string; name: string; baseQuantity: string; packs: { box: string; bigBag: string; bag: string }; amount: string }[];
}

export const getSalePrint = async (id: string) => (await api.get<SalePrintData>('/api/sale/order/print/main', { id })).data!;
export const useSalePrint = (id: string) => useQuery({ queryKey: [SALE_ORDER_LIST_READ_MODEL, 'print', id], queryFn: () => getSalePrint(id) });

/** GET main/sale/order/dist/print and /dist/print/details: the picking note (header, lines in shelf order). */
export async function getSaleDistPrint(id: string) {
  const [header, lines] = await Promise.all([
    api.get<SalePrintData['header']>('/api/main/sale/order/dist/print', { id }),
    api.get<PickingLine[]>('/api/main/sale/order/dist/print/details', { id }),
  ]);
  return { header: header.data!, lines: lines.data ?? [] };
}
export const useSaleDistPrint = (id: string) => useQuery({ queryKey: [SALE_ORDER_LIST_READ_MODEL, 'dist-print', id], queryFn: () => getSaleDistPrint(id), enabled: Boolean(id) });
