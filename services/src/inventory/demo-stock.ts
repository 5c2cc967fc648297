import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { activeProductIds } from '@tradedesk/projections/catalog/products/products.query';
import { warehouseHasStock } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import type { Platform } from '../platform/platform.js';
import { OpenCountCommand } from './stock-count/open-count/open-count.command.js';
import { PostCountCommand } from './stock-count/post-count/post-count.command.js';
import { RecordCountLinesCommand } from './stock-count/record-count-lines/record-count-lines.command.js';

/**
 * Demo stock, received the way a shop would start: an opening count per warehouse, posted (the
 * differences become count adjustments). Idempotent: a warehouse that already has stock is left alone.
 */
export async function seedDemoStock(app: INestApplication, platform: Platform, userId: string, warehouseIds: readonly string[]) {
  const commands = app.get(CommandBus);
  const products = (await activeProductIds(platform.db)).map((id) => ({ id }));
  for (const [w, warehouseId] of warehouseIds.entries()) {
    if (await warehouseHasStock(platform.db, warehouseId)) continue;
    const chosen = products.filter((_, i) => (w === 0 ? i % 4 !== 3 : i % 3 === 0));
    if (chosen.length === 0) continue;
    const env = { userId };
    const opened: any = await commands.execute(new OpenCountCommand({ warehouseId, note: 'Inventario inicial', productIds: chosen.map((p) => p.id) }, env));
    const lines = chosen.map((p, i) => ({ productId: p.id, unit: 'unit' as const, quantity: String(((i * 37) % 180) + 12) }));
    const recorded: any = await commands.execute(new RecordCountLinesCommand(opened.id, { version: opened.streamVersion, lines }, env));
    await commands.execute(new PostCountCommand(opened.id, { version: recorded.streamVersion }, env));
  }
}
