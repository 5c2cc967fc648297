import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../platform/tokens.js';
import { companyCurrencies } from './company-currencies.js';
import type { ExchangeRateFacts } from './enter-exchange-rate/enter-exchange-rate.decide.js';

/** The facts finance decisions need from outside their stream, one method per command (read models only). */
@Injectable()
export class FinanceFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The company's currencies and its time zone. */
  async forEnterExchangeRate(): Promise<ExchangeRateFacts> {
    const { list, offsetHours } = await companyCurrencies(this.db);
    return { currencies: list.map((c) => c.code), offsetHours };
  }
}
