import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ExchangeCurrencyHandler } from './exchange-currency/exchange-currency.handler.js';
import { MoneyTransferFactsLoader } from './money-transfer-facts.loader.js';
import { MoneyTransfersController } from './money-transfers.controller.js';
import { ReverseMoneyTransferHandler } from './reverse-money-transfer/reverse-money-transfer.handler.js';
import { SendDomesticTransferHandler } from './send-domestic-transfer/send-domestic-transfer.handler.js';
import { SendTransferToChinaHandler } from './send-transfer-to-china/send-transfer-to-china.handler.js';

/** Finance: domestic transfers, transfers to China, currency exchange (docs/finance-transfers.md). */
@Module({
  imports: [CqrsModule],
  controllers: [MoneyTransfersController],
  providers: [MoneyTransferFactsLoader, SendDomesticTransferHandler, SendTransferToChinaHandler, ExchangeCurrencyHandler, ReverseMoneyTransferHandler],
})
export class MoneyTransfersModule {}
