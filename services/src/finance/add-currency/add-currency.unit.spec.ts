import { spec } from '../../platform/cqrs/decider-spec.js';
import { currencyDecider } from '../currency.decider.js';

const added = (code: string, name: string, decimals: number) => ({ type: 'CurrencyAdded' as const, data: { currencyId: code, code, name, decimals } });

describe('add currency', () => {
  it('adds a currency with the decimals the money module keeps for it', () =>
    spec(currencyDecider).given([]).when({ type: 'AddCurrency', currencyId: 'USD', code: 'USD', name: 'US dollar' }).then([added('USD', 'US dollar', 2)]));

  it('keeps CLP and HUF without decimals and KWD with three', () => {
    spec(currencyDecider).given([]).when({ type: 'AddCurrency', currencyId: 'CLP', code: 'CLP', name: 'Peso chileno' }).then([added('CLP', 'Peso chileno', 0)]);
    spec(currencyDecider).given([]).when({ type: 'AddCurrency', currencyId: 'HUF', code: 'HUF', name: 'Forint' }).then([added('HUF', 'Forint', 0)]);
    spec(currencyDecider).given([]).when({ type: 'AddCurrency', currencyId: 'KWD', code: 'KWD', name: 'Dinar' }).then([added('KWD', 'Dinar', 3)]);
  });

  it('refuses the same code twice', () =>
    spec(currencyDecider).given([added('USD', 'US dollar', 2)]).when({ type: 'AddCurrency', currencyId: 'USD', code: 'USD', name: 'Dollar' }).thenFails('currency_exists'));

  it('refuses a code that is not three letters, and an empty name', () => {
    spec(currencyDecider).given([]).when({ type: 'AddCurrency', currencyId: 'US', code: 'US', name: 'x' }).thenFails('currency_code_invalid');
    spec(currencyDecider).given([]).when({ type: 'AddCurrency', currencyId: 'EUR', code: 'EUR', name: '  ' }).thenFails('currency_name_required');
  });
});
