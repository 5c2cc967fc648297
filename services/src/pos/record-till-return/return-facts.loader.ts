import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@tradedesk/projections/platform/sql';
import { cashSessionReport, openCashSessionOf } from '@tradedesk/projections/pos/pos-cash-sessions/pos-cash-sessions.query';
import { Decimal } from 'decimal.js';
import { getPosRegister } from '@tradedesk/projections/pos/pos-registers/pos-registers.query';
import { registerBlind } from '@tradedesk/contracts/pos/pos';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { DATABASE } from '../../platform/tokens.js';
import type { RecordTillReturn } from './record-till-return.decide.js';

/** What a return decides on besides the sale's stream: the register's open session, its warehouse, the stock policy. */
@Injectable()
export class ReturnFactsLoader {
  private readonly settings: CompanySettingsReader;
  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.settings = new CompanySettingsReader(db);
  }

  async forRecordTillReturn(registerId: string): Promise<RecordTillReturn['facts']> {
    const [register, sessionId, settings] = await Promise.all([getPosRegister(this.db, registerId), openCashSessionOf(this.db, registerId), this.settings.all()]);
    if (!register) throw new DomainError('pos_register_not_found', `No register ${registerId}.`, 404);
    // What the drawer should hold now: the X report's expected figures of the cash methods, per currency.
    const cashHeld: Record<string, string> = {};
    const report = sessionId ? await cashSessionReport(this.db, sessionId) : null;
    for (const l of report?.lines ?? []) if (l.kind === 'cash') cashHeld[l.currency] = new Decimal(cashHeld[l.currency] ?? 0).plus(l.expected ?? 0).toFixed();
    return { sessionId, warehouseId: register.warehouseId, allowNegative: settings.NegativeStockPolicy !== 'refuse', cashHeld, blind: registerBlind(register.blindClose, settings.PosBlindClose) };
  }
}
