import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type ExchangeCurrencyBody,
  exchangeCurrencyBody,
  type ListMoneyTransfersQuery,
  listMoneyTransfersQuery,
  MONEY_TRANSFERS_READ_MODEL,
  moneyTransferListSchema,
  moneyTransferStreamId,
  type ReverseMoneyTransferBody,
  reverseMoneyTransferBody,
  type SendDomesticTransferBody,
  sendDomesticTransferBody,
  type SendTransferToChinaBody,
  sendTransferToChinaBody,
  type TransferKind,
} from '@tradedesk/contracts/finance/money-transfers';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { historySchema } from '@tradedesk/contracts/platform/history';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { listMoneyTransfers, transferKind } from '@tradedesk/projections/finance/money-transfers/money-transfers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { notFound } from '../../platform/http/errors.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { pathId } from '../../platform/http/path-id.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { ExchangeCurrencyCommand } from './exchange-currency/exchange-currency.command.js';
import { ReverseMoneyTransferCommand } from './reverse-money-transfer/reverse-money-transfer.command.js';
import { SendDomesticTransferCommand } from './send-domestic-transfer/send-domestic-transfer.command.js';
import { SendTransferToChinaCommand } from './send-transfer-to-china/send-transfer-to-china.command.js';

/** Root and Admin, or the page privilege of a screen that makes the call. */
const rule = (...pages: RouteName[]) => ({ roles: [ROLE_ADMIN], page: pages }) as const;
/** Who may make each call: the /finance screens that make it (docs/finance-transfers.md). */
export const FINANCE_TRANSFERS_ACCESS = {
  domesticRead: rule('Domestic'),
  domesticSend: rule('DomesticNew'),
  chinaRead: rule('TransferToChina'),
  chinaSend: rule('TransferToChinaNew'),
  exchangeRead: rule('CurrencyExchange'),
  exchangeSend: rule('CurrencyExchange'),
};
const A = FINANCE_TRANSFERS_ACCESS;

/** /finance domestic transfers, transfers to China and currency exchange (issue 14 "Checks, transfers, exchange"). */
@Controller('api/finance/transfers')
export class MoneyTransfersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  private reverse(kind: TransferKind, id: string, b: ReverseMoneyTransferBody, s: Session) {
    return this.commands.execute(new ReverseMoneyTransferCommand(kind, pathId(id), b, envelopeOf(s, b.commandId)));
  }

  private async history(kind: TransferKind, id: string) {
    const transferId = pathId(id);
    if ((await transferKind(this.db, transferId)) !== kind) throw notFound(`No transfer ${transferId}.`, 'transfer_not_found');
    return this.histories.of(moneyTransferStreamId(transferId), 'transfer');
  }

  // ---- domestic
  @Get('domestic')
  @Endpoint({ summary: 'Transfers between our accounts, newest first, filtered, with totals per currency', access: A.domesticRead, readModels: [MONEY_TRANSFERS_READ_MODEL], query: listMoneyTransfersQuery, response: moneyTransferListSchema })
  domestic(@ValidQuery() q: ListMoneyTransfersQuery) {
    return listMoneyTransfers(this.db, 'domestic', q);
  }

  @Post('domestic')
  @Endpoint({ summary: 'Move money between two of our accounts in one currency; a fee is an expense of the sending account', access: A.domesticSend, body: sendDomesticTransferBody })
  sendDomestic(@ValidBody() b: SendDomesticTransferBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SendDomesticTransferCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('domestic/:id/reverse')
  @HttpCode(200)
  @Endpoint({ summary: 'Reverse a transfer with a reason (once; 409 when reversed already)', access: A.domesticRead, body: reverseMoneyTransferBody })
  reverseDomestic(@Param('id') id: string, @ValidBody() b: ReverseMoneyTransferBody, @CurrentSession() s: Session) {
    return this.reverse('domestic', id, b, s);
  }

  @Get('domestic/:id/history')
  @Endpoint({ summary: "A transfer's history: sent and reversed, who and when", access: A.domesticRead, response: historySchema })
  domesticHistory(@Param('id') id: string) {
    return this.history('domestic', id);
  }

  // ---- to China
  @Get('china')
  @Endpoint({ summary: 'Transfers to suppliers abroad, newest first, filtered, with totals per currency sent', access: A.chinaRead, readModels: [MONEY_TRANSFERS_READ_MODEL], query: listMoneyTransfersQuery, response: moneyTransferListSchema })
  china(@ValidQuery() q: ListMoneyTransfersQuery) {
    return listMoneyTransfers(this.db, 'china', q);
  }

  @Post('china')
  @Endpoint({ summary: "Pay a supplier abroad: amount and fee leave our account, the amount received lowers what we owe the supplier", access: A.chinaSend, body: sendTransferToChinaBody })
  sendChina(@ValidBody() b: SendTransferToChinaBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SendTransferToChinaCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('china/:id/reverse')
  @HttpCode(200)
  @Endpoint({ summary: 'Reverse a transfer to China with a reason: the account gets amount and fee back, the supplier is owed again', access: A.chinaRead, body: reverseMoneyTransferBody })
  reverseChina(@Param('id') id: string, @ValidBody() b: ReverseMoneyTransferBody, @CurrentSession() s: Session) {
    return this.reverse('china', id, b, s);
  }

  @Get('china/:id/history')
  @Endpoint({ summary: "A transfer to China's history", access: A.chinaRead, response: historySchema })
  chinaHistory(@Param('id') id: string) {
    return this.history('china', id);
  }

  // ---- currency exchange
  @Get('exchange')
  @Endpoint({ summary: 'Currency exchanges, newest first, with the differences against the rate table in the base currency', access: A.exchangeRead, readModels: [MONEY_TRANSFERS_READ_MODEL], query: listMoneyTransfersQuery, response: moneyTransferListSchema })
  exchange(@ValidQuery() q: ListMoneyTransfersQuery) {
    return listMoneyTransfers(this.db, 'exchange', q);
  }

  @Post('exchange')
  @Endpoint({ summary: 'Change money between accounts of two currencies at a recorded rate; the difference against the rate table is recorded', access: A.exchangeSend, body: exchangeCurrencyBody })
  sendExchange(@ValidBody() b: ExchangeCurrencyBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ExchangeCurrencyCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('exchange/:id/reverse')
  @HttpCode(200)
  @Endpoint({ summary: 'Reverse a currency exchange with a reason', access: A.exchangeRead, body: reverseMoneyTransferBody })
  reverseExchange(@Param('id') id: string, @ValidBody() b: ReverseMoneyTransferBody, @CurrentSession() s: Session) {
    return this.reverse('exchange', id, b, s);
  }

  @Get('exchange/:id/history')
  @Endpoint({ summary: "A currency exchange's history", access: A.exchangeRead, response: historySchema })
  exchangeHistory(@Param('id') id: string) {
    return this.history('exchange', id);
  }
}
