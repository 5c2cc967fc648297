import { createBody, derivedPrice, emptyProductForm, updateBody } from './product-form';

describe('product form', () => {
  it('derives a blank packing price from the base price x size', () => {
    const f = emptyProductForm();
    f.prices.unit.retail = '2.5';
    f.packings.box.size = '24';
    expect(derivedPrice(f, 'box', 'retail')).toBe('60');
    expect(derivedPrice(f, 'bag', 'retail')).toBe('');
    expect(derivedPrice(f, 'unit', 'retail')).toBe('');
  });

  it('builds a create body: blank packings are null, blank prices null', () => {
    const f = emptyProductForm();
    f.code = 'COLA';
    f.name = 'Cola';
    f.packings.box = { size: '24', barcode: '777', enabled: true };
    f.prices.unit.retail = '2.5';
    const r = createBody(f);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body.packings).toEqual({ box: { size: '24', barcode: '777', enabled: true }, bigBag: null, bag: null });
    expect(r.body.prices.unit?.retail).toBe('2.5');
    expect(r.body.prices.box?.retail).toBeNull();
  });

  it('names the field of each issue by its path', () => {
    const f = emptyProductForm();
    f.name = 'x';
    f.packings.box.size = '0';
    const r = createBody(f);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors)).toEqual(expect.arrayContaining(['code', 'packings.box.size']));
  });

  it('sends only what changed, with the version', () => {
    const original = emptyProductForm();
    original.code = 'COLA';
    original.name = 'Cola';
    const f = structuredClone(original);
    f.name = 'Cola Zero';
    const r = updateBody(f, original, 3);
    expect(r).toEqual({ ok: true, body: { version: 3, name: 'Cola Zero' } });
    const none = updateBody(original, original, 3);
    expect(none.ok).toBe(false);
  });
});
