import type { MoneyTransferEvent } from '@tradedesk/contracts/finance/money-transfers';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideExchangeCurrency, type ExchangeCurrency } from './exchange-currency/exchange-currency.decide.js';
import { evolveMoneyTransfer, initialMoneyTransferState, type MoneyTransferState } from './money-transfer.state.js';
import { decideReverseMoneyTransfer, type ReverseMoneyTransfer } from './reverse-money-transfer/reverse-money-transfer.decide.js';
import { decideSendDomesticTransfer, type SendDomesticTransfer } from './send-domestic-transfer/send-domestic-transfer.decide.js';
import { decideSendTransferToChina, type SendTransferToChina } from './send-transfer-to-china/send-transfer-to-china.decide.js';

export type MoneyTransferCommand = SendDomesticTransfer | SendTransferToChina | ExchangeCurrency | ReverseMoneyTransfer;

/** Transfers between our accounts, to suppliers abroad, and currency exchanges: sent once, reversed at most once, never edited. */
export const moneyTransferDecider: Decider<MoneyTransferCommand, MoneyTransferState, MoneyTransferEvent> = {
  initialState: initialMoneyTransferState,
  evolve: evolveMoneyTransfer,
  decide: decideByType<MoneyTransferCommand, MoneyTransferState, MoneyTransferEvent>({
    SendDomesticTransfer: decideSendDomesticTransfer,
    SendTransferToChina: decideSendTransferToChina,
    ExchangeCurrency: decideExchangeCurrency,
    ReverseMoneyTransfer: decideReverseMoneyTransfer,
  }),
};
