import { derivedPrice, emptyProductForm, productForm, productUpdate } from './product-form';

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
    const r = productForm.safeParse(f);
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.packings).toEqual({ box: { size: '24', barcode: '777', enabled: true }, bigBag: null, bag: null });
    expect(r.data.prices.unit?.retail).toBe('2.5');
    expect(r.data.prices.box?.retail).toBeNull();
  });

  it('names the field of each issue by its path', () => {
    const f = emptyProductForm();
    f.name = 'x';
    f.packings.box.size = '0';
    const r = productForm.safeParse(f);
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.error.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['code', 'packings.box.size']));
  });

  it('sends only what changed, with the version', () => {
    const original = emptyProductForm();
    original.code = 'COLA';
    original.name = 'Cola';
    const f = structuredClone(original);
    f.name = 'Cola Zero';
    expect(productUpdate(f, original, 3)).toEqual({ version: 3, name: 'Cola Zero' });
    expect(productUpdate(original, original, 3)).toBeNull();
  });
});
