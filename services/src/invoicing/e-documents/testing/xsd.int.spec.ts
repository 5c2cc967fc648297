import { validateXml } from './xsd.js';

describe('validateXml (xmllint against the official schemas)', () => {
  const isdoc = (inner: string) => `<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="http://isdoc.cz/namespace/2013" version="6.0.1">${inner}</Invoice>`;

  it('refuses a document the schema does not allow, naming the element', async () => {
    const r = await validateXml(isdoc('<Unknown/>'), 'cz/isdoc-invoice-6.0.1.xsd');
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).toMatch(/Unknown/);
  });

  it('resolves the Polish schema through its catalog (a wrong root is an element error, not an import error)', async () => {
    const r = await validateXml('<?xml version="1.0"?><Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/"/>', 'pl/schemat_FA(3)_v1-0E.xsd');
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).not.toMatch(/failed to load|Failed to parse the XML resource|could not be parsed/i);
    expect(r.errors.join('\n')).toMatch(/Faktura/);
  });
});
