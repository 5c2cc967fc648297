import { addDays, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PaymentMethod } from '@tradedesk/contracts/sales/sale-order';
import { activeCustomerIds } from '@tradedesk/projections/customers/customers/customers.query';
import { productsWithStock } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import { Decimal } from 'decimal.js';
import type { Platform } from '../platform/platform.js';
import { CreateSaleOrderCommand } from './create-sale-order/create-sale-order.command.js';
import { HangSaleOrdersCommand } from './hang-sale-orders/hang-sale-orders.command.js';
import { SaveCommitSaleOrderCommand } from './save-commit-sale-order/save-commit-sale-order.command.js';

interface DemoOrder {
  key: string;
  customer: number | null;
  lines: [number, 'unit' | 'box', string][];
  /** Paid in full or half of the total, by this method. */
  payments?: { method: PaymentMethod; share: 'full' | 'half'; reference: string }[];
  kind?: 'sale' | 'quote';
  deliveryMode?: 'direct' | 'distribution';
  commit: boolean;
  hang?: boolean;
}

/** A morning at the shop: paid and unpaid sales, one to deliver today, one parked, one quote. */
const ORDERS: DemoOrder[] = [
  { key: '1', customer: 0, lines: [[0, 'unit', '12'], [1, 'unit', '6']], payments: [{ method: 'cash', share: 'full', reference: '' }], commit: true },
  { key: '2', customer: 1, lines: [[2, 'unit', '24'], [3, 'unit', '10'], [4, 'unit', '3']], payments: [{ method: 'bankTransfer', share: 'full', reference: 'TRF-88231' }], commit: true },
  { key: '3', customer: 2, lines: [[5, 'unit', '40']], commit: true },
  { key: '4', customer: 3, lines: [[6, 'unit', '8'], [7, 'unit', '8']], payments: [{ method: 'bankCheck', share: 'half', reference: 'CH-004512' }], commit: true },
  { key: '5', customer: null, lines: [[8, 'unit', '2']], payments: [{ method: 'cash', share: 'full', reference: '' }], commit: true },
  { key: '6', customer: 4, lines: [[9, 'unit', '30'], [10, 'unit', '30']], deliveryMode: 'distribution', commit: true },
  { key: '7', customer: 5, lines: [[11, 'unit', '5']], commit: false, hang: true },
  { key: '8', customer: 6, lines: [[12, 'unit', '100'], [13, 'unit', '100']], kind: 'quote', commit: false },
];

/**
 * Demo sale orders, made through the same commands as the screens (so stock, receivables and the
 * list all follow). Idempotent: every command carries a fixed command id.
 */
/** `warehouseId`: the warehouse the demo orders sell from (the demo catalogue's main one). */
export async function seedDemoSales(app: INestApplication, platform: Platform, userId: string, warehouseId: string) {
  const commands = app.get(CommandBus);
  const products = (await productsWithStock(platform.db, warehouseId, '120', 14)).map((id) => ({ id }));
  const customers = (await activeCustomerIds(platform.db, 7)).map((id) => ({ id }));
  if (products.length < 14 || customers.length < 7) return;
  for (const o of ORDERS) {
    const env = { userId, commandId: `demo-sale-${o.key}` };
    const created: any = await commands.execute(
      new CreateSaleOrderCommand(
        {
          kind: o.kind ?? 'sale',
          source: o.kind === 'quote' ? 'quote' : 'scan',
          warehouseId,
          customerId: o.customer === null ? null : customers[o.customer].id,
          deliveryMode: o.deliveryMode ?? 'direct',
          lines: o.lines.map(([p, unit, quantity]) => ({ productId: products[p].id, unit, quantity, gift: false, memo: '' })),
        },
        env,
      ),
    );
    if (created.duplicate) continue;
    const total = created.order.total as string;
    if (o.commit) {
      const payments = (o.payments ?? []).map((p) => ({
        method: p.method,
        reference: p.reference,
        amount: p.share === 'half' ? new Decimal(total).dividedToIntegerBy(2).toFixed() : total,
        ...(p.method === 'bankCheck' ? { dueDate: addDays(businessDayOf(Date.now(), 0), 30) } : {}),
      }));
      await commands.execute(new SaveCommitSaleOrderCommand({ id: created.id, version: created.version, payments }, { userId, commandId: `demo-sale-${o.key}-commit` }));
    }
    if (o.hang) await commands.execute(new HangSaleOrdersCommand({ ids: [created.id] }, { userId, commandId: `demo-sale-${o.key}-hang` }));
  }
}
