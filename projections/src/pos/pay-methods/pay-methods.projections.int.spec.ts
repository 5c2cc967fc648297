import { posEvent, usePosDb } from '../../testing/pos-scenario.js';
import { moneyAccountsProjector } from '../../finance/money-accounts/money-accounts.projector.js';
import { payMethodsProjector } from './pay-methods.projector.js';
import { listPayMethods } from './pay-methods.query.js';

const pm = (id: string, v: number, type: string, data: object) => posEvent(`pay-method-${id}`, v, type, { payMethodId: id, ...data });
const events = [
  pm('card', 1, 'PayMethodAdded', { name: 'Tarjeta', kind: 'card', accounts: [{ currency: 'CLP', accountId: 'bank' }], position: 2 }),
  pm('cash', 1, 'PayMethodAdded', { name: 'Efectivo', kind: 'cash', accounts: [], position: 1 }),
  pm('cash', 2, 'PayMethodChanged', { name: 'Caja', accounts: [{ currency: 'CLP', accountId: 'box' }] }),
  pm('card', 2, 'PayMethodDeactivated', {}),
];

/** Payment methods in till order, with their accounts' names; a taken name is refused by the index. */
describe('payment methods read model (pay-methods)', () => {
  const db = usePosDb(async (ctx) => {
    const account = (id: string, name: string) => posEvent(`money-account-${id}`, 1, 'MoneyAccountOpened', { accountId: id, kind: 'cash', name, currency: 'CLP', openingBalance: '0', bankName: '', accountNumber: '' });
    await moneyAccountsProjector.apply([account('box', 'Caja POS'), account('bank', 'Banco')], ctx());
  });

  it('lists them in till order with each account named; applying again changes nothing', async () => {
    await payMethodsProjector.apply(events, db.ctx());
    await payMethodsProjector.apply(events, db.ctx());
    const { payMethods } = await listPayMethods(db.db, { status: 'all' });
    expect(payMethods.map((m) => [m.name, m.kind, m.active, m.accounts.map((a) => a.accountName)])).toEqual([
      ['Caja', 'cash', true, ['Caja POS']],
      ['Tarjeta', 'card', false, ['Banco']],
    ]);
    expect((await listPayMethods(db.db, { status: 'active' })).payMethods.map((m) => m.name)).toEqual(['Caja']);
  });

  it('refuses a second method with a taken name, whatever its case', async () => {
    await expect(payMethodsProjector.apply([pm('x', 1, 'PayMethodAdded', { name: 'CAJA', kind: 'other', accounts: [], position: 0 })], db.ctx())).rejects.toThrow(/pay_methods_name_uq/);
  });
});
