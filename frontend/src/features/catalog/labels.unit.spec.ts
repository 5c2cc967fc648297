import { labelPageCss, layoutLabels, presetById, symbologyFor } from './labels';

describe('barcode symbology by shape', () => {
  it('13 digits with a right check digit print as EAN-13', () => {
    expect(symbologyFor('7801000000013')).toBe('ean13');
    expect(symbologyFor('4006381333931')).toBe('ean13');
  });
  it('8 and 12 digits with a right check digit print as EAN-8 and UPC-A', () => {
    expect(symbologyFor('96385074')).toBe('ean8');
    expect(symbologyFor('036000291452')).toBe('upca');
  });
  it('a wrong check digit, letters or another length print as Code 128', () => {
    expect(symbologyFor('7801000000011')).toBe('code128');
    expect(symbologyFor('COLA-350')).toBe('code128');
    expect(symbologyFor('123456')).toBe('code128');
    expect(symbologyFor('78010000000111')).toBe('code128');
  });
});

describe('label layout', () => {
  it('a roll prints one label per page, copies in order', () => {
    const pages = layoutLabels([{ item: 'a', copies: 2 }, { item: 'b', copies: 1 }], presetById('40x30'));
    expect(pages).toEqual([['a'], ['a'], ['b']]);
  });
  it('an A4 sheet of 3 x 8 takes 24 labels a page', () => {
    const pages = layoutLabels([{ item: 'a', copies: 25 }, { item: 'b', copies: 5 }], presetById('a4-3x8'));
    expect(pages.map((p) => p.length)).toEqual([24, 6]);
    expect(pages[1]).toEqual(['a', 'b', 'b', 'b', 'b', 'b']);
  });
  it('zero, negative or broken copy counts print nothing', () => {
    expect(layoutLabels([{ item: 'a', copies: 0 }, { item: 'b', copies: -3 }, { item: 'c', copies: Number.NaN }], presetById('50x30'))).toEqual([]);
  });
  it('the page size is a named page of the preset, in millimetres', () => {
    const css = labelPageCss(presetById('a4-3x8'));
    expect(css).toContain('@page labels-a4-3x8 { size: 210mm 297mm; margin: 0; }');
    expect(css).toContain('grid-template-columns: repeat(3, 70mm)');
    expect(labelPageCss(presetById('40x30'))).toContain('size: 40mm 30mm');
  });
});
