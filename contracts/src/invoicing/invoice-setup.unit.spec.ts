import { activityCodesOf, type InvoiceSetupFields, invoiceSetupFieldsSchema } from './invoice-setup.js';

const chile = (acteco?: string): InvoiceSetupFields => ({
  country: 'CL', legalName: 'Comercial Los Andes SpA', taxId: '76.086.428-5', vatId: '', companyId: '', email: '', activity: 'Venta al por menor', iban: '', bankName: '',
  address: { street: 'Av. Providencia 1234', buildingNumber: '', city: 'Santiago', postalCode: '', region: '', countryCode: 'CL' },
  series: { invoice: '33', creditNote: '61', proforma: 'PRO' },
  ...(acteco === undefined ? {} : { acteco }),
});
const issues = (f: InvoiceSetupFields) => {
  const r = invoiceSetupFieldsSchema.safeParse(f);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe("a Chilean setup's Acteco codes (the DTE issuer's economic activities)", () => {
  it('takes one to four codes of six digits, by spaces or commas, kept in the order typed', () => {
    expect(issues(chile('469000, 471000 479100'))).toEqual([]);
    expect(activityCodesOf(chile('469000, 471000 479100'))).toEqual(['469000', '471000', '479100']);
    expect(activityCodesOf(chile())).toEqual([]);
  });

  it('refuses a code that is not six digits, a fifth code, and Acteco on another country', () => {
    expect(issues(chile('46900'))).toEqual(['acteco']);
    expect(issues(chile('469000 471000 479100 461000 462000'))).toEqual(['acteco']);
    expect(issues({ ...chile('469000'), country: 'PE', taxId: '20100066603', series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001' } })).toEqual(['acteco']);
  });
});
