/** Catalogue facts the replenishment decider specs share: an active boxed product, a disabled one, a warehouse, a supplier. */
export const lineFacts = {
  products: new Map([
    ['p1', { code: 'COLA', name: 'Cola 350', status: 'active' as const, packings: { box: '24', bigBag: null, bag: null } }],
    ['p2', { code: 'AGUA', name: 'Agua 500', status: 'disabled' as const, packings: { box: null, bigBag: null, bag: null } }],
  ]),
  warehouses: new Map([['w1', { code: 'CENTRAL', status: 'active' as const }]]),
  suppliers: new Map([['s1', { code: 'YIWU', status: 'active' as const, currency: 'USD' }]]),
};
