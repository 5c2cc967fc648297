import { Controller, Get, Inject } from '@nestjs/common';
import { BUILT_IN_ROLES, LANGUAGES } from '@tradedesk/contracts/identity/identity';
import {
  NEGATIVE_STOCK_POLICIES,
  SALE_PAGES,
  SALE_TYPES,
} from '@tradedesk/contracts/settings/company-settings';
import { CURRENCIES, PAYMENT_METHODS, type Systypes, type SystypesQuery, systypesQuery, systypesSchema } from '@tradedesk/contracts/settings/systypes';
import { enabledPositionNames } from '@tradedesk/projections/identity/positions/positions.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySettings } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE } from '../../platform/tokens.js';

/** Language names in their own language, for the language drop-down. */
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English', hu: 'Magyar', es: 'Español', bg: 'Български', it: 'Italiano', de: 'Deutsch', pl: 'Polski', fr: 'Français', vi: 'Tiếng Việt', pt: 'Português',
  ru: 'Русский', cz: 'Čeština', sk: 'Slovenčina', hr: 'Hrvatski', uk: 'Українська', ro: 'Română', gr: 'Ελληνικά', sr: 'Srpski', bs: 'Bosanski', zh: '中文', lt: 'Lietuvių',
};

/** Drop-down lists. Units and packing types carry the company's own labels. */
@Controller('api/systype')
export class SystypesController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get('systypes')
  @Endpoint({ summary: 'Drop-down lists (payment methods, currencies, units, ...): all, or ?type=', access: 'session', query: systypesQuery, response: systypesSchema })
  async systypes(@ValidQuery() q: SystypesQuery) {
    const s = await readCompanySettings(this.db);
    const positions = await enabledPositionNames(this.db);
    const units = [
      { code: 'unit', name: s.UnitUnit },
      { code: 'bag', name: s.BagUnit },
      { code: 'bigBag', name: s.BigBagUnit },
      { code: 'box', name: s.BoxUnit },
    ];
    const all: Systypes = {
      paymentMethod: PAYMENT_METHODS,
      currency: CURRENCIES,
      // A packing without a label is not used by the company.
      unit: units.filter((u) => u.name !== ''),
      packageType: units.filter((u) => u.name !== ''),
      saleType: SALE_TYPES.map((code) => ({ code, name: code })),
      salePage: SALE_PAGES.map((code) => ({ code, name: code })),
      language: LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
      negativeStockPolicy: NEGATIVE_STOCK_POLICIES.map((code) => ({ code, name: code })),
      role: [...BUILT_IN_ROLES.map((code) => ({ code, name: code })), ...positions.map((name) => ({ code: name, name }))],
    };
    return q.type ? { [q.type]: all[q.type] } : all;
  }
}
