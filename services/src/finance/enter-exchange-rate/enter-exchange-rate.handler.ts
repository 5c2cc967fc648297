import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { exchangeRateStreamId } from '@tradedesk/contracts/finance/currencies';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { exchangeRateDecider } from '../exchange-rate.decider.js';
import { FinanceFactsLoader } from '../finance-facts.loader.js';
import { EnterExchangeRateCommand } from './enter-exchange-rate.command.js';

@CommandHandler(EnterExchangeRateCommand)
export class EnterExchangeRateHandler implements ICommandHandler<EnterExchangeRateCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: FinanceFactsLoader,
  ) {}

  async execute({ body, env }: EnterExchangeRateCommand) {
    const r = await this.runtime.run(
      exchangeRateDecider,
      exchangeRateStreamId(body.fromCode, body.toCode),
      async () => ({
        type: 'EnterExchangeRate' as const,
        fromCode: body.fromCode,
        toCode: body.toCode,
        rate: body.rate,
        effectiveAt: body.effectiveAt ?? null,
        memo: body.memo ?? '',
        facts: await this.facts.forEnterExchangeRate(),
      }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    const entered = r.events[0];
    return { id: entered?.data.rateId ?? null, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
