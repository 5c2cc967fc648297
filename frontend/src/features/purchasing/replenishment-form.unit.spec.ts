import { draftToBody, type LineDraft, mergeLines, replenishmentForm } from './replenishment-form';

const line = (over: Partial<LineDraft> = {}): LineDraft => ({
  productId: 'p1', code: 'COLA', name: 'Cola', warehouseId: 'w1', warehouseCode: 'CENTRAL', supplierId: '', unit: 'box', quantity: '8', unitPrice: '', figures: null, ...over,
});

describe('replenishment form', () => {
  it('a pre-purchase wanted on top of a proposed line adds to it, exactly', () => {
    expect(mergeLines([line({ quantity: '8' })], [line({ quantity: '2.5' }), line({ productId: 'p2', code: 'TE', quantity: '1' })]).map((l) => [l.code, l.quantity])).toEqual([
      ['COLA', '10.5'],
      ['TE', '1'],
    ]);
    expect(mergeLines([line({ quantity: '0.1' })], [line({ quantity: '0.2' })])[0]!.quantity).toBe('0.3');
  });

  it('sends no supplier and no price as null, and the contract refuses a zero quantity under its line', () => {
    expect(draftToBody({ note: '', prePurchaseIds: [], lines: [line({ unitPrice: ' ' })] }).lines[0]).toEqual({ productId: 'p1', warehouseId: 'w1', supplierId: null, unit: 'box', quantity: '8', unitPrice: null });
    const refused = replenishmentForm.safeParse({ note: '', prePurchaseIds: [], lines: [line({ quantity: '0' })] });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.path).toEqual(['lines', 0, 'quantity']);
  });
});
