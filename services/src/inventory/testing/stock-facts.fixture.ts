import type { StockFacts } from '../stock-lines.js';

/**
 * Catalogue and stock facts the inventory decider tests are given (what StockFactsLoader looks up
 * in the app): active and disabled products with their packings, active and disabled warehouses
 * with their zones, average costs per warehouse and product.
 */

/** For the stock documents (damage records and transfers). */
export const documentFacts = (): StockFacts => ({
  products: new Map([
    ['p1', { id: 'p1', code: 'TAZA-01', status: 'active', packings: { box: '144', bigBag: null, bag: '12' } }],
    ['p2', { id: 'p2', code: 'VASO-02', status: 'disabled', packings: { box: '48', bigBag: null, bag: null } }],
  ]),
  warehouses: new Map([
    ['w1', { id: 'w1', code: 'CENTRAL', status: 'active', zones: ['z1'] }],
    ['w2', { id: 'w2', code: 'MEIGGS', status: 'active', zones: [] }],
    ['w3', { id: 'w3', code: 'OLD', status: 'disabled', zones: [] }],
  ]),
  averageCosts: new Map([['w1:p1', '250.5']]),
});

/** For the count orders. */
export const countFacts = (): StockFacts => ({
  products: new Map([
    ['p1', { id: 'p1', code: 'COLA-350', status: 'active', packings: { box: '24', bigBag: null, bag: '6' } }],
    ['p2', { id: 'p2', code: 'AGUA-500', status: 'active', packings: { box: '12', bigBag: null, bag: null } }],
    ['p3', { id: 'p3', code: 'VASO-02', status: 'disabled', packings: { box: null, bigBag: null, bag: null } }],
  ]),
  warehouses: new Map([
    ['w1', { id: 'w1', code: 'CENTRAL', status: 'active', zones: ['z1'] }],
    ['w3', { id: 'w3', code: 'OLD', status: 'disabled', zones: [] }],
  ]),
  averageCosts: new Map([['w1:p2', '1.5']]),
});
