import { spec } from '../../../platform/cqrs/decider-spec.js';
import { moneyAccountDecider } from '../money-account.decider.js';
import type { OpenMoneyAccount } from './open-money-account.decide.js';

const open = (over: Partial<OpenMoneyAccount> = {}): OpenMoneyAccount => ({
  type: 'OpenMoneyAccount',
  accountId: 'a1',
  kind: 'bank',
  name: ' Banco Estado ',
  currency: 'CLP',
  openingBalance: '150000',
  bankName: 'BancoEstado',
  accountNumber: '123-4',
  facts: { currencyKnown: true },
  ...over,
});
const opened = { type: 'MoneyAccountOpened' as const, data: { accountId: 'a1', kind: 'bank' as const, name: 'Banco Estado', currency: 'CLP', openingBalance: '150000', bankName: 'BancoEstado', accountNumber: '123-4' } };

describe('open money account', () => {
  it('opens a bank account in one currency with its opening balance', () => spec(moneyAccountDecider).given([]).when(open()).then([opened]));

  it('a cash box keeps no bank name or number; a zero or negative opening balance is allowed', () =>
    spec(moneyAccountDecider)
      .given([])
      .when(open({ kind: 'cash', name: 'Caja 1', currency: 'USD', openingBalance: '-12.50', bankName: 'x' }))
      .then([{ type: 'MoneyAccountOpened', data: { accountId: 'a1', kind: 'cash', name: 'Caja 1', currency: 'USD', openingBalance: '-12.5', bankName: '', accountNumber: '' } }]));

  it('opens once', () => spec(moneyAccountDecider).given([opened]).when(open()).thenFails('money_account_exists'));
  it('refuses a currency the company does not know', () => spec(moneyAccountDecider).given([]).when(open({ currency: 'XYZ', facts: { currencyKnown: false } })).thenFails('unknown_currency'));
  it('a bank account names its bank', () => spec(moneyAccountDecider).given([]).when(open({ bankName: ' ' })).thenFails('bank_name_required'));
  it("keeps the opening balance within the currency's decimals (none for CLP)", () => spec(moneyAccountDecider).given([]).when(open({ openingBalance: '10.5' })).thenFails('amount_decimals'));
});
