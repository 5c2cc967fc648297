import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BatchFinanceEntriesHandler } from './batch-finance-entries/batch-finance-entries.handler.js';
import { CreateFinanceClassHandler } from './create-finance-class/create-finance-class.handler.js';
import { FinancePaymentsController } from '../payments/finance-payments.controller.js';
import { FinanceAccountsController } from './finance-accounts.controller.js';
import { FinanceAccountsFactsLoader } from './finance-accounts-facts.loader.js';
import { ImportFinanceEntriesHandler } from './import-finance-entries/import-finance-entries.handler.js';
import { OpenMoneyAccountHandler } from './open-money-account/open-money-account.handler.js';
import { PostFinanceEntryHandler } from './post-finance-entry/post-finance-entry.handler.js';
import { ReverseFinanceEntryHandler } from './reverse-finance-entry/reverse-finance-entry.handler.js';

/** Finance: money accounts, income/expense classes and entries (docs/finance-accounts.md). */
@Module({
  imports: [CqrsModule],
  controllers: [FinanceAccountsController, FinancePaymentsController],
  providers: [FinanceAccountsFactsLoader, OpenMoneyAccountHandler, CreateFinanceClassHandler, PostFinanceEntryHandler, BatchFinanceEntriesHandler, ReverseFinanceEntryHandler, ImportFinanceEntriesHandler],
})
export class FinanceAccountsModule {}
