import { NO_CLOSED_PERIODS } from '../../../platform/closed-period.js';
import type { SupplierAccountPosted } from '@tradedesk/contracts/catalog/supplier-accounts';
import type { PaymentAccountRef } from '@tradedesk/contracts/finance/payments';

/** What every posting carries in these tests: supplier s1 (known), dated the test clock's day (UTC). */
export const posting = { supplierId: 's1', date: '2026-01-15', facts: { supplierExists: true, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS, moneyAccounts: [] as PaymentAccountRef[] } };

export const posted = (entryId: string, over: Partial<SupplierAccountPosted['data']>): SupplierAccountPosted => ({
  type: 'SupplierAccountPosted',
  data: { supplierId: 's1', entryId, kind: 'opening', currency: 'USD', amount: '1000.5', date: '2026-01-10', method: null, reference: '', reason: '', note: '', source: null, reverses: null, ...over },
});
