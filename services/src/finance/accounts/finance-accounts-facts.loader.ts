import { Inject, Injectable } from '@nestjs/common';
import type { EntryInput } from '@tradedesk/contracts/finance/money-accounts';
import { CURRENCIES } from '@tradedesk/contracts/platform/money';
import { getSupplier, suppliersByCode } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { customersByCode, getCustomer } from '@tradedesk/projections/customers/customers/customers.query';
import { financeClassesByText, financeClassRefs } from '@tradedesk/projections/finance/finance-classes/finance-classes.query';
import { moneyAccountRefs, moneyAccountsByName } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { loadClosedPeriods } from '../../platform/closed-period.js';
import { DATABASE } from '../../platform/tokens.js';
import type { CreateFinanceClass } from './create-finance-class/create-finance-class.decide.js';
import type { EntryFacts } from './finance-entry.state.js';
import { readEntrySheet } from './import-finance-entries/entry-sheet.js';
import type { EntrySheet } from './import-finance-entries/import-finance-entries.decide.js';
import type { OpenMoneyAccount } from './open-money-account/open-money-account.decide.js';
import type { ReverseFinanceEntry } from './reverse-finance-entry/reverse-finance-entry.decide.js';

/** What finance account, class and entry decisions need besides their streams, one method per command. */
@Injectable()
export class FinanceAccountsFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** OpenMoneyAccount: the currency is one of the company's list. */
  forOpenMoneyAccount(currency: string): OpenMoneyAccount['facts'] {
    return { currencyKnown: CURRENCIES.some((c) => c.code === currency) };
  }

  /** CreateFinanceClass: the parent class, its direction and depth. */
  async forCreateFinanceClass(parentId: string | null): Promise<CreateFinanceClass['facts']> {
    if (parentId === null) return { parent: null };
    const p = (await financeClassRefs(this.db, [parentId])).get(parentId);
    return { parent: p ? { direction: p.direction, depth: p.depth } : null };
  }

  /** PostFinanceEntry (and each row of a batch): the account, the class, the party, the time zone, the closed periods of the rows' days. */
  async forPostFinanceEntries(entries: EntryInput[]): Promise<EntryFacts[]> {
    const [accounts, classes, utcOffsetHours, closed] = await Promise.all([
      moneyAccountRefs(this.db, [...new Set(entries.map((e) => e.accountId))]),
      financeClassRefs(this.db, [...new Set(entries.map((e) => e.classId))]),
      readCompanySetting(this.db, 'SystemTimeZone'),
      loadClosedPeriods(this.db, entries.map((e) => e.date)),
    ]);
    const parties = new Map<string, boolean>();
    for (const e of entries) {
      if (e.partyType === null || e.partyId === null) continue;
      const key = `${e.partyType}:${e.partyId}`;
      if (!parties.has(key)) parties.set(key, (e.partyType === 'customer' ? await getCustomer(this.db, e.partyId) : await getSupplier(this.db, e.partyId)) !== null);
    }
    return entries.map((e) => {
      const a = accounts.get(e.accountId);
      const c = classes.get(e.classId);
      return {
        account: a ? { currency: a.currency } : null,
        klass: c ? { direction: c.direction } : null,
        partyExists: e.partyId === null ? true : (parties.get(`${e.partyType}:${e.partyId}`) ?? false),
        utcOffsetHours,
        closed,
      };
    });
  }

  /** ReverseFinanceEntry: the company's time zone (the business day today), and whether the reversal's day is closed. */
  async forReverseFinanceEntry(date: string | undefined): Promise<ReverseFinanceEntry['facts']> {
    const [utcOffsetHours, closed] = await Promise.all([readCompanySetting(this.db, 'SystemTimeZone'), loadClosedPeriods(this.db, [date])]);
    return { utcOffsetHours, closed };
  }

  /** ImportFinanceEntries: the sheet's rows, and the accounts, classes and parties they name, the time zone. */
  async forEntrySheet(file: string): Promise<EntrySheet> {
    const { rows, errors } = await readEntrySheet(file);
    const names = (c: 'account' | 'class') => [...new Set(rows.map((r) => (r.cells[c] ?? '').trim()).filter(Boolean))];
    const codes = (type: string) => [...new Set(rows.filter((r) => (r.cells.partyType ?? '').trim().toLowerCase() === type).map((r) => (r.cells.partyCode ?? '').trim()).filter(Boolean))];
    const [accounts, classes, customers, suppliers, utcOffsetHours, closed] = await Promise.all([
      moneyAccountsByName(this.db, names('account')),
      financeClassesByText(this.db, names('class')),
      codes('customer').length ? customersByCode(this.db, codes('customer')) : Promise.resolve(new Map<string, { id: string }>()),
      suppliersByCode(this.db, codes('supplier')),
      readCompanySetting(this.db, 'SystemTimeZone'),
      loadClosedPeriods(
        this.db,
        rows.map((r) => (r.cells.date ?? '').trim()),
      ),
    ]);
    const parties = new Map<string, string>([
      ...[...customers].map(([code, c]) => [`customer:${code}`, c.id] as [string, string]),
      ...[...suppliers].map(([code, s]) => [`supplier:${code}`, s.id] as [string, string]),
    ]);
    return { rows, errors, accounts, classes, parties, utcOffsetHours, closed };
  }
}
