import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BounceCheckHandler } from './bounce-check/bounce-check.handler.js';
import { CancelCheckHandler } from './cancel-check/cancel-check.handler.js';
import { CheckFactsLoader } from './check-facts.loader.js';
import { ChecksController } from './checks.controller.js';
import { ClearCheckHandler } from './clear-check/clear-check.handler.js';
import { DepositCheckHandler } from './deposit-check/deposit-check.handler.js';
import { EndorseCheckHandler } from './endorse-check/endorse-check.handler.js';
import { RecordCheckHandler } from './record-check/record-check.handler.js';

/** Finance: checks received and issued (docs/finance-checks.md). */
@Module({
  imports: [CqrsModule],
  controllers: [ChecksController],
  providers: [CheckFactsLoader, RecordCheckHandler, DepositCheckHandler, ClearCheckHandler, BounceCheckHandler, CancelCheckHandler, EndorseCheckHandler],
})
export class ChecksModule {}
