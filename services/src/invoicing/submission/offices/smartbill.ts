import type { EDocument } from '@tradedesk/contracts/invoicing/e-document';
import { credential, type OfficeAdapter } from './office.port.js';

/**
 * SmartBill Cloud (RO), its public REST API (api.smartbill.ro): POST
 * https://ws.smartbill.ro/SBORO/api/invoice with JSON (Content-Type and Accept application/json),
 * HTTP Basic authentication with the account's e-mail and API token. The body: companyVatCode,
 * client (name, vatCode, isTaxPayer, address, city, county, country, email, saveToDb), issueDate,
 * seriesName (a series defined in SmartBill), isDraft, dueDate, deliveryDate, currency, products
 * (name, code, measuringUnitName, currency, quantity, price, isTaxIncluded, taxName,
 * taxPercentage, isService, saveToDb) with a discount as its own isDiscount product. The answer:
 * {errorText, message, number, series, url}; errorText set is a refusal. SmartBill sends the
 * invoice on to ANAF e-Factura itself. No sandbox address (a test company is the sandbox) and no
 * look-up by our number: a timeout ends failed, to be checked in SmartBill.
 * A credit note goes as an invoice with negative quantities referring to the corrected number.
 */

const TAX_NAME: Record<string, string> = { S: 'Normala', Z: 'SDD', E: 'Scutit', AE: 'Taxare inversa', K: 'Scutit', G: 'Scutit', O: 'Neimpozabil' };

export function smartbillInvoice(doc: EDocument): string {
  const b = doc.buyer;
  const products = doc.lines.flatMap((l) => {
    const p = {
      name: l.description, code: l.productCode, isDiscount: false, measuringUnitName: l.unitName || 'buc', currency: doc.currency,
      quantity: Number(l.quantity), price: Number(l.unitPrice), isTaxIncluded: false, taxName: TAX_NAME[l.vatCategory], taxPercentage: Number(l.vatRate), isService: false, saveToDb: false,
    };
    return l.discount !== '0' ? [p, { name: `Discount ${l.description}`, isDiscount: true, numberOfItems: 1, discountType: 1, discountValue: -Number(l.discount), measuringUnitName: 'buc', currency: doc.currency, isTaxIncluded: false, taxName: TAX_NAME[l.vatCategory], taxPercentage: Number(l.vatRate) }] : [p];
  });
  return JSON.stringify({
    companyVatCode: doc.seller.vatId || `RO${doc.seller.taxId}`,
    client: { name: b?.name ?? '', vatCode: b?.vatId || b?.taxId || '', isTaxPayer: !!b?.vatId, address: [b?.address.street, b?.address.buildingNumber].filter(Boolean).join(' '), city: b?.address.city ?? '', county: b?.address.region ?? '', country: b?.address.countryCode === 'RO' ? 'Romania' : (b?.address.countryCode ?? ''), email: b?.email ?? '', saveToDb: false },
    issueDate: doc.issueDate,
    seriesName: doc.series,
    isDraft: false,
    dueDate: doc.dueDate ?? doc.issueDate,
    deliveryDate: doc.deliveryDate ?? doc.issueDate,
    currency: doc.currency,
    ...(doc.currency !== doc.localCurrency ? { exchangeRate: Number(doc.exchangeRate) } : {}),
    mentions: doc.corrects ? `Storno ${doc.corrects.number}: ${doc.corrects.reason}` : `TradeDesk ${doc.number}`,
    products,
  });
}

export const smartbillAdapter: OfficeAdapter = {
  office: 'smartbill',
  urls: { sandbox: 'https://ws.smartbill.ro/SBORO/api', production: 'https://ws.smartbill.ro/SBORO/api' },
  async submit(ctx) {
    const basic = Buffer.from(`${credential(ctx, 'username')}:${credential(ctx, 'token')}`).toString('base64');
    const res = await ctx.http({ method: 'POST', url: `${ctx.baseUrl}/invoice`, headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/json', Accept: 'application/json' }, body: ctx.payload.content });
    let body: any = {};
    try {
      body = JSON.parse(res.body);
    } catch {
      body = { errorText: res.body.slice(0, 500) || `HTTP ${res.status}` };
    }
    if (res.status >= 400 || body.errorText) return { kind: 'rejected', code: String(res.status), message: body.errorText || body.message || `HTTP ${res.status}` };
    return { kind: 'accepted', officeId: `${body.series}${body.number}`, message: body.message ?? '' };
  },
};
