import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type DamageBody,
  damageBody,
  damageStreamId,
  replayQuery,
  STOCK_LOG_READ_MODEL,
  STOCK_ON_HAND_READ_MODEL,
  type StockLogQuery,
  stockLogQuery,
  type StockOnHandQuery,
  stockOnHandQuery,
  type TransferBody,
  transferBody,
  transferStreamId,
} from '@tradedesk/contracts/inventory/stock';
import { replayStock, stockLog, stockOnHand } from '@tradedesk/projections/inventory/stock-log/stock-log.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { CommandRuntime } from '../platform/cqrs/command-runtime.js';
import type { z } from 'zod';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { documentHistory } from '../platform/event-store/stream-history.js';
import { MakeTransferCommand } from './make-transfer/make-transfer.command.js';
import { RecordDamageCommand } from './record-damage/record-damage.command.js';

const ADMIN = ['Admin'] as const;

/** Stock: on hand (now or as of a moment), the log, replay, and the damage and transfer documents. */
@Controller('api/stock')
export class StockController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
  ) {}

  @Get('on-hand')
  @Endpoint({ summary: 'Stock on hand per warehouse and product, now or as of `asOf`', access: { roles: ADMIN, page: 'ProductStock' }, query: stockOnHandQuery, readModels: [STOCK_ON_HAND_READ_MODEL, STOCK_LOG_READ_MODEL] })
  onHand(@ValidQuery() q: StockOnHandQuery) {
    return stockOnHand(this.db, q);
  }

  @Get('log')
  @Endpoint({ summary: 'Every stock movement with its running balance, filterable', access: { roles: ADMIN, page: 'ProductStockLog' }, query: stockLogQuery, readModels: [STOCK_LOG_READ_MODEL] })
  log(@ValidQuery() q: StockLogQuery) {
    return stockLog(this.db, q);
  }

  @Get('replay')
  @Endpoint({ summary: 'The movements of one product in one warehouse, oldest first, with who and why', access: { roles: ADMIN, page: 'ProductStockLog' }, query: replayQuery, readModels: [STOCK_LOG_READ_MODEL] })
  replay(@ValidQuery() q: z.infer<typeof replayQuery>) {
    return replayStock(this.db, q.warehouseId, q.productId);
  }

  @Post('damages')
  @Endpoint({ summary: 'Write stock off as damaged (broken, expired, lost, defective)', access: { roles: ADMIN, page: 'StockDamage' }, body: damageBody })
  damage(@ValidBody() body: DamageBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordDamageCommand(body, envelopeOf(s)));
  }

  @Get('damages/:id/history')
  @Endpoint({ summary: 'Every event of a damage record, with who and when', access: { roles: ADMIN, page: 'StockDamage' }, response: historySchema })
  damageHistory(@Param('id') id: string) {
    return documentHistory(this.runtime.store, this.db, damageStreamId(id), 'damage record');
  }

  @Post('transfers')
  @Endpoint({ summary: 'Transfer stock between two warehouses', access: { roles: ADMIN, page: 'StockTransferNew' }, body: transferBody })
  transfer(@ValidBody() body: TransferBody, @CurrentSession() s: Session) {
    return this.commands.execute(new MakeTransferCommand(body, envelopeOf(s)));
  }

  @Get('transfers/:id/history')
  @Endpoint({ summary: 'Every event of a transfer, with who and when', access: { roles: ADMIN, page: 'StockTransfer' }, response: historySchema })
  transferHistory(@Param('id') id: string) {
    return documentHistory(this.runtime.store, this.db, transferStreamId(id), 'transfer');
  }
}
