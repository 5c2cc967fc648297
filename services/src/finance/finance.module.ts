import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddCurrencyHandler } from './add-currency/add-currency.handler.js';
import { CurrenciesController } from './currencies.controller.js';
import { EnterExchangeRateHandler } from './enter-exchange-rate/enter-exchange-rate.handler.js';
import { FinanceFactsLoader } from './finance-facts.loader.js';

/** Finance (issue 14): currencies and exchange rates (docs/finance.md). */
@Module({
  imports: [CqrsModule],
  controllers: [CurrenciesController],
  providers: [FinanceFactsLoader, AddCurrencyHandler, EnterExchangeRateHandler],
})
export class FinanceModule {}
