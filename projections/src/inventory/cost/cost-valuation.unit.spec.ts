import { compareInputs, type CostInput, EMPTY_STATE, foldCost } from './cost-valuation.js';

/**
 * The valuation core on worked examples (figures worked out by hand in the comments): moving
 * average and FIFO, a customer return, a return to the supplier, a landed cost arriving late,
 * negative stock then a receipt, and a backdated receipt correcting a later sale.
 */
const day = (d: number) => Date.UTC(2026, 0, d, 12);
let pos = 0;
const mv = (d: number, kind: string, quantity: string, recordedCost: string, more: Partial<CostInput> = {}): CostInput => ({
  at: day(d), position: ++pos, line: 1, kind, quantity, recordedCost, sourceType: kind === 'issue' ? 'sale' : 'purchase', sourceId: `doc${pos}`, ...more,
});
const values = (r: ReturnType<typeof foldCost>) => r.outputs.map((o) => Number(o.value));

describe('cost valuation core', () => {
  // 1) receive 10 @ 100   2) sell 4   3) receive 6 @ 130   4) sell 3   5) customer returns 1 (recorded at 115)   6) return 2 to the supplier
  const story = () => [
    mv(1, 'receipt', '10', '100'),
    mv(2, 'issue', '-4', '100'),
    mv(3, 'receipt', '6', '130'),
    mv(4, 'issue', '-3', '115'),
    mv(5, 'return', '1', '115'),
    mv(6, 'purchase-return', '-2', '115'),
  ];

  it('moving average: each outflow leaves at the average of the moment', () => {
    const r = foldCost('moving-average', EMPTY_STATE, story());
    // 10x100 = 1000; 4 leave at 100 (600 left on 6); +6x130 = 780 -> 12 worth 1380 = 115 each;
    // 3 leave at 115 = 345 (9 worth 1035); +1 at 115 (10 worth 1150); 2 leave at 115 = 230.
    expect(values(r)).toEqual([1000, -400, 780, -345, 115, -230]);
    expect(r.outputs.map((o) => o.state.c)).toEqual(['100', '100', '115', '115', '115', '115']);
    expect(r.state).toMatchObject({ q: '8', v: '920', c: '115' });
  });

  it('FIFO: each outflow takes the oldest layers', () => {
    const r = foldCost('fifo', EMPTY_STATE, story());
    // layers [10@100]; -4 -> 400, [6@100]; +6@130 -> [6@100, 6@130] = 1380; -3 -> 300, [3@100, 6@130];
    // +1 @ 115 -> [3@100, 6@130, 1@115] = 1195; -2 -> 200, [1@100, 6@130, 1@115] = 995.
    expect(values(r)).toEqual([1000, -400, 780, -300, 115, -200]);
    expect(r.state.q).toBe('8');
    expect(Number(r.state.v)).toBe(995);
    expect(r.state.layers!.map(([q, c]) => [Number(q), Number(c)])).toEqual([[1, 100], [6, 130], [1, 115]]);
  });

  it('a landed cost arriving late: replaying from its receipt equals valuing everything again', () => {
    // Freight of 60 on the second receipt: 6 cost 840 = 140 each.
    const withFreight = story().map((m, i) => (i === 2 ? { ...m, landed: '60' } : m));
    const full = foldCost('moving-average', EMPTY_STATE, withFreight);
    // 6 worth 600 + 840 = 12 worth 1440 = 120 each; 3 leave at 120 = 360 (9 worth 1080);
    // +1 at 115 = 10 worth 1195 (119.5); 2 leave at 119.5 = 239.
    expect(values(full)).toEqual([1000, -400, 840, -360, 115, -239]);
    // The projector replays from the receipt: the state saved after the movement before it.
    const before = foldCost('moving-average', EMPTY_STATE, story());
    const replay = foldCost('moving-average', before.outputs[1]!.state, withFreight.slice(2));
    expect(values(replay)).toEqual([840, -360, 115, -239]);
    expect(replay.state).toEqual(full.state);

    const fifo = foldCost('fifo', EMPTY_STATE, withFreight);
    // [6@100, 6@140]; -3 -> 300; +1@115; -2 -> 200 (the freight stays on the later layer).
    expect(values(fifo)).toEqual([1000, -400, 840, -300, 115, -200]);
    const fifoBefore = foldCost('fifo', EMPTY_STATE, story());
    expect(foldCost('fifo', fifoBefore.outputs[1]!.state, withFreight.slice(2)).state).toEqual(fifo.state);
  });

  it.each(['moving-average', 'fifo'] as const)('%s: negative stock leaves at the last cost, then the receipt revalues it', (method) => {
    const rows = [mv(1, 'receipt', '5', '10'), mv(2, 'issue', '-8', '10'), mv(3, 'receipt', '10', '12')];
    const first = foldCost(method, EMPTY_STATE, rows.slice(0, 2));
    // 5 from stock at 10 = 50, 3 more than there is at the last cost 10 = 30: -80, stock -3 worth -30.
    expect(values(first)).toEqual([50, -80]);
    expect(first.state).toMatchObject({ q: '-3', v: '-30' });
    // The receipt of 10 @ 12 covers the 3 sold short: the sale is revalued to 50 + 3x12 = 86 (an
    // adjustment, as the sale was valued in an earlier batch); 7 stay worth 84.
    const then = foldCost(method, first.state, rows.slice(2));
    expect(then.adjustments).toEqual([{ a: rows[1]!.at, p: rows[1]!.position, l: 1, value: '-86' }]);
    expect(values(then)).toEqual([120]);
    expect(then.state).toMatchObject({ q: '7', v: '84', c: '12' });
    // Valued in one go, the sale's own row is corrected.
    const all = foldCost(method, EMPTY_STATE, rows);
    expect(values(all)).toEqual([50, -86, 120]);
    expect(all.outputs[1]!.unitCost).toBe('10.75');
    expect(all.state).toEqual(then.state);
  });

  it('negative stock of a product never received: the cost the movement recorded (the catalogue cost), then the receipt', () => {
    const rows = [mv(1, 'issue', '-2', '9'), mv(2, 'receipt', '5', '11')];
    const r = foldCost('moving-average', EMPTY_STATE, rows);
    // -2 at the catalogue's 9 = -18 for now; the receipt at 11 makes it -22 and leaves 3 worth 33.
    expect(values(r)).toEqual([-22, 55]);
    expect(r.state).toMatchObject({ q: '3', v: '33', c: '11' });
  });

  it('a replay that no longer covers an open outflow sets it back to its provisional value', () => {
    const rows = [mv(1, 'issue', '-2', '9')];
    const first = foldCost('moving-average', EMPTY_STATE, rows);
    const replay = foldCost('moving-average', first.state, []);
    expect(replay.adjustments).toEqual([{ a: rows[0]!.at, p: rows[0]!.position, l: 1, value: '-18' }]);
  });

  it.each([
    ['moving-average', 425],
    ['fifo', 500],
  ] as const)('%s: a receipt dated before a sale already valued corrects that sale', (method, saleCost) => {
    // Day 1: 10 @ 100. Day 3: a sale of 5. Entered after the sale: a receipt of 10 @ 70 that arrived on day 2.
    const r1 = mv(1, 'receipt', '10', '100');
    const sale = mv(3, 'issue', '-5', '100');
    const late = mv(2, 'receipt', '10', '70');
    const before = foldCost(method, EMPTY_STATE, [r1, sale]);
    expect(values(before)).toEqual([1000, -500]);
    // Replay from the first affected movement (the late receipt), from the state after r1.
    const inputs = [late, sale].sort(compareInputs);
    const after = foldCost(method, before.outputs[0]!.state, inputs);
    // Moving average: 20 worth 1700 = 85, the sale costs 425. FIFO: the oldest 5 @ 100 = 500.
    expect(-Number(after.outputs.find((o) => o.input === sale)!.value)).toBe(saleCost);
    expect(after.state.q).toBe('15');
  });

  it('transfers keep the cost and change neither the average nor the layers', () => {
    const rows = [
      mv(1, 'receipt', '4', '10'),
      mv(2, 'transfer-out', '-4', '10', { line: 1 }),
      { ...mv(2, 'transfer-in', '4', '10'), line: 2 },
      mv(3, 'receipt', '4', '20'),
      mv(4, 'issue', '-4', '0'),
    ];
    const ma = foldCost('moving-average', EMPTY_STATE, rows);
    expect(values(ma)).toEqual([40, -40, 40, 80, -60]);
    const fifo = foldCost('fifo', EMPTY_STATE, rows);
    expect(values(fifo)).toEqual([40, -40, 40, 80, -40]);
  });
});
