import { type CurrencyItem, decimalsOf, knownCurrencyName, type MainCurrencies } from '@tradedesk/contracts/finance/currencies';
import { addedCurrencies } from '@tradedesk/projections/finance/currencies/currencies.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySettings } from '@tradedesk/projections/settings/company-settings/company-settings.query';

type Role = CurrencyItem['roles'][number];

/**
 * The company's currencies (docs/finance.md): those its settings name (BaseCurrencyID,
 * SecondCurrencyID, ThirdCurrencyID, CostCurrencyID) and every one added on /finance/newCurrency,
 * each with the money module's decimals.
 */
export async function companyCurrencies(db: Database): Promise<{ list: CurrencyItem[]; main: MainCurrencies; offsetHours: number }> {
  const [settings, added] = await Promise.all([readCompanySettings(db), addedCurrencies(db)]);
  const byCode = new Map<string, CurrencyItem>();
  const item = (code: string): CurrencyItem => {
    let c = byCode.get(code);
    if (!c) {
      c = { id: code, code, name: knownCurrencyName(code) || code, decimals: decimalsOf(code), roles: [] };
      byCode.set(code, c);
    }
    return c;
  };
  for (const a of added) byCode.set(a.code, { id: a.id, code: a.code, name: a.name, decimals: decimalsOf(a.code), roles: [] });
  const named: [Role, string | null][] = [
    ['base', settings.BaseCurrencyID],
    ['second', settings.SecondCurrencyID],
    ['third', settings.ThirdCurrencyID],
    ['cost', settings.CostCurrencyID],
  ];
  for (const [role, code] of named) if (code) item(code).roles.push(role);
  const order = (c: CurrencyItem) => (c.roles.length ? ['base', 'second', 'third', 'cost'].indexOf(c.roles[0]!) : 9);
  const list = [...byCode.values()].sort((a, b) => order(a) - order(b) || a.code.localeCompare(b.code));
  const main: MainCurrencies = {
    base: item(settings.BaseCurrencyID),
    second: settings.SecondCurrencyID ? item(settings.SecondCurrencyID) : null,
    third: settings.ThirdCurrencyID ? item(settings.ThirdCurrencyID) : null,
    cost: item(settings.CostCurrencyID),
  };
  return { list, main, offsetHours: Number(settings.SystemTimeZone) };
}
