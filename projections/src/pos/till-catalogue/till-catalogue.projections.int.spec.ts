import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { tillCatalogueProjector } from './till-catalogue.projector.js';
import { tillChangesSince } from './till-catalogue.query.js';

const at = (position: number, e: StoredEvent): StoredEvent => ({ ...e, globalPosition: String(position) });

/** The till catalogue's change log: per entry the position of its last change, read in position order, paged on whole positions. */
describe('till catalogue read model (pos-till-catalogue)', () => {
  const db = useProjectorDb([tillCatalogueProjector]);
  const events = [
    at(10, storedEvent('product-a', 1, 'ProductCreated', { productId: 'a' })),
    at(11, storedEvent('product-b', 1, 'ProductCreated', { productId: 'b' })),
    at(12, storedEvent('customer-c', 1, 'CustomerCreated', { customerId: 'c' })),
    at(13, storedEvent('pay-method-m', 1, 'PayMethodAdded', { payMethodId: 'm' })),
    at(14, storedEvent('company', 2, 'CompanySettingsChanged', { changes: {} })),
    at(15, storedEvent('product-a', 2, 'ProductPricesChanged', { productId: 'a' })),
  ];

  it('keeps each entry once at its last change; a replay changes nothing; from a position only what changed after it', async () => {
    await tillCatalogueProjector.apply(events, db.ctx());
    await tillCatalogueProjector.apply(events.slice(0, 3), db.ctx());
    const all = await tillChangesSince(db.db, '0', 100);
    expect(all.changes.map((c) => `${c.kind}:${c.id}@${c.position}`)).toEqual(['product:b@11', 'customer:c@12', 'payMethod:m@13', 'settings:settings@14', 'product:a@15']);
    expect([all.position, all.more]).toEqual(['15', false]);
    const after = await tillChangesSince(db.db, '13', 100);
    expect(after.changes.map((c) => c.id)).toEqual(['settings', 'a']);
    expect(await tillChangesSince(db.db, '15', 100)).toEqual({ changes: [], position: '15', more: false });
  });

  it('pages of two: every entry once, `more` until the last', async () => {
    const pages: string[][] = [];
    for (let since = '0', more = true; more; ) {
      const page = await tillChangesSince(db.db, since, 2);
      pages.push(page.changes.map((c) => c.id));
      since = page.position;
      more = page.more;
    }
    expect(pages).toEqual([['b', 'c'], ['m', 'settings'], ['a']]);
  });

  it('orders positions as numbers: 999 before 1000 before 10000', async () => {
    await tillCatalogueProjector.apply(
      [at(999, storedEvent('product-x', 1, 'ProductCreated', { productId: 'x' })), at(1000, storedEvent('product-y', 1, 'ProductCreated', { productId: 'y' })), at(10000, storedEvent('product-z', 1, 'ProductCreated', { productId: 'z' }))],
      db.ctx(),
    );
    const page = await tillChangesSince(db.db, '15', 10);
    expect([page.changes.map((c) => c.id), page.position]).toEqual([['x', 'y', 'z'], '10000']);
    const first = await tillChangesSince(db.db, '15', 1);
    expect([first.changes.map((c) => c.id), first.position, first.more]).toEqual([['x'], '999', true]);
    const rest = await tillChangesSince(db.db, '999', 10);
    expect([rest.changes.map((c) => c.id), rest.position]).toEqual([['y', 'z'], '10000']);
  });
});
