import { fileNameKeys, sniffImage } from './product-images.js';

describe('image import file names', () => {
  it('a file is named after a product code or barcode; -N marks a further image of it', () => {
    expect(fileNameKeys('1001.jpg')).toEqual(['1001']);
    expect(fileNameKeys('1001-2.jpg')).toEqual(['1001-2', '1001']);
    expect(fileNameKeys('COLA-350.png')).toEqual(['COLA-350', 'COLA']);
    expect(fileNameKeys('fotos/7801000000011.JPG')).toEqual(['7801000000011']);
    expect(fileNameKeys('C:\\fotos\\1001-12.webp')).toEqual(['1001-12', '1001']);
    expect(fileNameKeys('sin-extension')).toEqual(['sin-extension']);
    expect(fileNameKeys('.jpg')).toEqual([]);
  });
});

describe('image types', () => {
  const bytes = (...b: (number | string)[]) => new Uint8Array(b.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));
  it('recognises JPEG, PNG, GIF and WebP by their first bytes, whatever the file is called', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImage(bytes('GIF89a', 1))).toBe('image/gif');
    expect(sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });
  it('anything else is not a picture', () => {
    expect(sniffImage(bytes('PK', 3, 4))).toBeNull();
    expect(sniffImage(bytes('<svg'))).toBeNull();
    expect(sniffImage(bytes())).toBeNull();
  });
});
