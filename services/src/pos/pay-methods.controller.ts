import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { SALE_CHECKOUT_PAGES } from '@tradedesk/contracts/sales/sale-pages';
import {
  type AddPayMethodBody,
  addPayMethodBody,
  type ChangePayMethodBody,
  changePayMethodBody,
  type ListPayMethodsQuery,
  listPayMethodsQuery,
  PAY_METHODS_READ_MODEL,
  payMethodListSchema,
  payMethodStreamId,
} from '@tradedesk/contracts/pos/pay-methods';
import type { Database } from '@tradedesk/projections/platform/sql';
import { listPayMethods } from '@tradedesk/projections/pos/pay-methods/pay-methods.query';
import { DocumentHistory } from '../platform/event-store/stream-history.js';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { pathId } from '../platform/http/path-id.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { AddPayMethodCommand } from './add-pay-method/add-pay-method.command.js';
import { ChangePayMethodCommand } from './change-pay-method/change-pay-method.command.js';
import { SetPayMethodStatusCommand } from './set-pay-method-status/set-pay-method-status.command.js';

/** Root and Admin, or the PayMethod screen. */
const PAY_METHOD = { roles: [ROLE_ADMIN], page: ['PayMethod'] } as const;
/** The list also answers the retail checkout pages: they offer the company's payment methods (docs/sales-retail-checkout.md). */
const PAY_METHOD_LIST = { roles: [ROLE_ADMIN], page: ['PayMethod', ...SALE_CHECKOUT_PAGES] } as const;

/** /setting/pay-method: payment methods as data (docs/pos.md "Payment methods"). */
@Controller('api/setting/pay-method')
export class PayMethodsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'Payment methods in till order, each with the money account it posts to per currency', access: PAY_METHOD_LIST, readModels: [PAY_METHODS_READ_MODEL], query: listPayMethodsQuery, response: payMethodListSchema })
  list(@ValidQuery() q: ListPayMethodsQuery) {
    return listPayMethods(this.db, q);
  }

  @Post()
  @Endpoint({ summary: 'Add a payment method (cash, card, transfer, voucher, other) with its account per currency (409 when the name is taken)', access: PAY_METHOD, body: addPayMethodBody })
  add(@ValidBody() b: AddPayMethodBody, @CurrentSession() s: Session) {
    return this.commands.execute(new AddPayMethodCommand(b, envelopeOf(s, b.commandId)));
  }

  @Put(':id')
  @Endpoint({ summary: "Rename a payment method, change its accounts or its place on the till (its kind stays)", access: PAY_METHOD, body: changePayMethodBody })
  change(@Param('id') id: string, @ValidBody() b: ChangePayMethodBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangePayMethodCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Deactivate a payment method: the till stops offering it; it is never deleted', access: PAY_METHOD })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetPayMethodStatusCommand(pathId(id), false, envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Activate a payment method again', access: PAY_METHOD })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetPayMethodStatusCommand(pathId(id), true, envelopeOf(s)));
  }

  @Get(':id/history')
  @Endpoint({ summary: "A payment method's history: added, changed, deactivated, who and when", access: PAY_METHOD, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(payMethodStreamId(pathId(id)), 'pay method');
  }
}
