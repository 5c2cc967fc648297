import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type ListPrePurchasesQuery,
  listPrePurchasesQuery,
  PRE_PURCHASE_READ_MODEL,
  type PrePurchaseBody,
  prePurchaseBody,
  type PrePurchaseIdsBody,
  prePurchaseIdsBody,
} from '@tradedesk/contracts/purchasing/replenishment';
import { listPrePurchases } from '@tradedesk/projections/purchasing/pre-purchase-orders/pre-purchase-orders.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { CancelPrePurchasesCommand } from './cancel-pre-purchases/cancel-pre-purchases.command.js';
import { RequestPrePurchaseCommand } from './request-pre-purchase/request-pre-purchase.command.js';

/** Pre-purchase orders (/main-control/Pre-purchaseOrder): wanted quantities before a supplier is chosen. */
@Controller('api/purchase/pre-purchase-orders')
export class PrePurchaseController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'Pre-purchase orders (open by default)', access: { roles: ['Admin'], page: ['PrePurchaseOrder', 'PurchaseReplenishmentNew'] }, query: listPrePurchasesQuery, readModels: [PRE_PURCHASE_READ_MODEL] })
  list(@ValidQuery() q: ListPrePurchasesQuery) {
    return listPrePurchases(this.db, q);
  }

  @Post()
  @Endpoint({ summary: 'Note a wanted quantity of a product for a warehouse', access: { roles: ['Admin'], page: ['PrePurchaseOrder'] }, body: prePurchaseBody })
  request(@ValidBody() body: PrePurchaseBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RequestPrePurchaseCommand(body, envelopeOf(s, body.commandId)));
  }

  @Post('cancel')
  @HttpCode(200)
  @Endpoint({ summary: 'Cancel open pre-purchase orders (all or none)', access: { roles: ['Admin'], page: ['PrePurchaseOrder'] }, body: prePurchaseIdsBody })
  cancel(@ValidBody() body: PrePurchaseIdsBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CancelPrePurchasesCommand(body, envelopeOf(s, body.commandId)));
  }
}
