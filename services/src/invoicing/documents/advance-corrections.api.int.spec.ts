import { randomUUID } from 'node:crypto';
import { invoicingApi, today } from '../testing/invoicing-api.js';
import { plSettings, polishOrders } from '../testing/polish-orders.js';
import { FA3_SCHEMA } from '../e-documents/pl/ksef-fa3.js';
import { text } from '../e-documents/testing/xml-read.js';
import { validateXml } from '../e-documents/testing/xsd.js';

/**
 * Poland: the corrections of an advance invoice (faktura korygująca fakturę zaliczkową, FA(3)
 * KOR_ZAL) and of a final invoice (KOR_ROZ) over HTTP on PostgreSQL (docs/invoicing-variants.md):
 * the advance lowered, what is left of the order and the final invoice's deduction following it;
 * a final invoice corrected by lines and one cancelled whole, its order settled again; their XML
 * valid against the FA(3) schema; refusals with codes and nothing appended; a retry issues once;
 * two at once, one wins.
 */
describe('corrections of advance and final invoices (KOR_ZAL, KOR_ROZ)', () => {
  const api = invoicingApi();
  const { call, ok, read, countEvents } = api;
  const pl = polishOrders(api, {
    setupId: 'pl-korzal', legalName: 'Meble Warta sp. z o.o.', series: { invoice: 'FW', creditNote: 'KW', proforma: 'PW' },
    address: { street: 'ul. Wodna', buildingNumber: '7', city: 'Poznań', postalCode: '60-001' },
    client: { name: 'Sklep Warta', address: { street: 'ul. Polna', buildingNumber: '3', city: 'Poznań', postalCode: '60-002' } },
    codes: ['STO-K', 'KRZ-K', 'KSI-K'], warehouse: { code: 'KZL', name: 'Magazyn Korekt' },
  });
  const { advance, invoiceOf, commitOrder } = pl;
  const correct = (id: string, body: Record<string, unknown>) => call('POST', `/invoicing/invoices/${id}/credit-notes`, { commandId: randomUUID(), reason: 'Zwrot części zaliczki', ...body });
  const xmlOf = async (id: string) => {
    const xml = (await ok('GET', `/invoicing/invoices/${id}/xml`)).xml as string;
    expect((await validateXml(xml, FA3_SCHEMA)).errors).toEqual([]);
    return xml;
  };

  beforeAll(async () => {
    await api.start(plSettings);
    await pl.prepare();
  });
  afterAll(() => api.close());

  it('KOR_ZAL: the advance of 100.00 lowered to 40.00 (FA(3) valid), issued once on a retry; what is left of the order and the final invoice follow; no correction once settled', async () => {
    const order = await commitOrder();
    const a = await ok('POST', '/invoicing/advance-invoices', advance(order.id, '100'));
    const body = { commandId: randomUUID(), reason: 'Zwrot części zaliczki', advanceAmount: '40' };
    const k = await ok('POST', `/invoicing/invoices/${a.id}/credit-notes`, body);
    expect((await ok('POST', `/invoicing/invoices/${a.id}/credit-notes`, body)).id).toBe(k.id);
    const [y, m] = today().split('-');
    expect(k.number).toBe(`KW/${y}/${m}/0001`);

    const v = await read(`/invoicing/invoices/${k.id}`);
    expect(v).toMatchObject({ kind: 'creditNote', gross: '-60.00', correctsNumber: a.number });
    expect(v.document.plCorrection).toMatchObject({ of: 'advance', grossBefore: '100.00', advance: { saleOrderId: order.id } });
    const xml = await xmlOf(k.id);
    expect([text(xml, 'RodzajFaktury'), text(xml, 'NrFaKorygowanej'), text(xml, 'NrKSeFN'), text(xml, 'P_15ZK'), text(xml, 'P_15')]).toEqual(['KOR_ZAL', a.number, '1', '100.00', '-60.00']);
    expect([text(xml, 'P_13_1'), text(xml, 'P_14_1'), text(xml, 'P_13_2'), text(xml, 'P_14_2'), text(xml, 'P_13_3'), text(xml, 'P_14_3')]).toEqual(['-32.00', '-7.36', '-16.00', '-1.28', '-3.20', '-0.16']);
    // The order's lines unchanged, before (StanPrzedZ) and after; no FaWiersz.
    expect(xml.match(/<ZamowienieWiersz>/g)).toHaveLength(6);
    expect(xml.match(/<StanPrzedZ>1<\/StanPrzedZ>/g)).toHaveLength(3);
    expect(xml).not.toContain('<FaWiersz>');
    const marks = await read(`/invoicing/invoices/${k.id}/print-marks`);
    expect(marks.title).toBe('Faktura korygująca fakturę zaliczkową');
    expect(marks.legends).toContainEqual(`Korekta zaliczki na poczet zamówienia ${order.number}: kwota zapłaty przed korektą 100.00 PLN, po korekcie 40.00 PLN`);

    // The advance is 40.00 now: 147.50 of the order is left (a cent more refused), and the final invoice deducts 40.00.
    const adv = await read(`/invoicing/sale-orders/${order.id}/advances`);
    expect(adv.advances).toEqual([expect.objectContaining({ invoiceId: a.id, gross: '40.00', corrections: [k.number] })]);
    const over = await call('POST', '/invoicing/advance-invoices', advance(order.id, '147.51'));
    expect([over.status, over.body.error?.reason]).toEqual([409, 'over_advance']);
    const f = await ok('POST', '/invoicing/invoices', invoiceOf(order.id));
    const fv = await read(`/invoicing/invoices/${f.id}`);
    expect(fv.gross).toBe('147.50');
    expect(fv.document.settlement.advances).toEqual([expect.objectContaining({ number: a.number, gross: '40.00' })]);

    // Settled now: the advance is no longer corrected (the final invoice is), nothing appended.
    const before = await countEvents();
    const late = await correct(a.id, { advanceAmount: '10' });
    expect([late.status, late.body.error?.reason]).toEqual([409, 'advance_settled']);
    expect(await countEvents()).toBe(before);
  });

  it('KOR_ZAL refusals: 4xx with a code, nothing appended', async () => {
    const order = await commitOrder();
    const a = await ok('POST', '/invoicing/advance-invoices', advance(order.id, '50'));
    const plain = await ok('POST', '/invoicing/invoices', invoiceOf((await commitOrder()).id));
    const before = await countEvents();
    const refusals = [
      [a.id, { advanceAmount: '50' }, 422, 'advance_not_lowered'],
      [a.id, { advanceAmount: '60.00' }, 422, 'advance_not_lowered'],
      [a.id, { lines: [{ lineNo: 1, quantity: '1' }] }, 422, 'advance_by_amount'],
      [plain.id, { advanceAmount: '1' }, 422, 'amount_not_advance'],
      [a.id, { advanceAmount: '-1' }, 400, undefined],
      [a.id, { advanceAmount: '10', lines: [{ lineNo: 1, quantity: '1' }] }, 400, undefined],
    ] as const;
    for (const [id, body, status, reason] of refusals) {
      const r = await correct(id, body);
      expect({ body, status: r.status, reason: r.body.error?.reason }).toEqual({ body, status, reason: reason ?? r.body.error?.reason });
    }
    expect(await countEvents()).toBe(before);
    // Cancelled (no amount): the advance is 0, a second cancellation has nothing to take back.
    await ok('POST', `/invoicing/invoices/${a.id}/credit-notes`, { commandId: randomUUID(), reason: 'Anulowanie zamówienia' });
    expect((await read(`/invoicing/sale-orders/${order.id}/advances`)).advances[0].gross).toBe('0.00');
    const again = await correct(a.id, {});
    expect([again.status, again.body.error?.reason]).toEqual([422, 'nothing_to_credit']);
  });

  it('KOR_ROZ: one Krzesło of the final invoice taken back (its advances kept, FA(3) valid); a corrected final invoice is not cancelled whole', async () => {
    const order = await commitOrder();
    const a = await ok('POST', '/invoicing/advance-invoices', advance(order.id, '100'));
    const f = await ok('POST', '/invoicing/invoices', invoiceOf(order.id));
    const k = (await correct(f.id, { reason: 'Zwrot towaru', lines: [{ lineNo: 2, quantity: '1' }] })).body.data;
    const v = await read(`/invoicing/invoices/${k.id}`);
    expect(v).toMatchObject({ gross: '-27.00', document: { plCorrection: { of: 'final', grossBefore: '87.50', voids: false } } });
    const xml = await xmlOf(k.id);
    expect([text(xml, 'RodzajFaktury'), text(xml, 'NrFaKorygowanej'), text(xml, 'P_15ZK'), text(xml, 'P_13_2'), text(xml, 'P_14_2'), text(xml, 'P_15'), text(xml, 'NrFaZaliczkowej')]).toEqual([
      'KOR_ROZ', f.number, '87.50', '-25.00', '-2.00', '-27.00', a.number,
    ]);
    expect(xml.match(/<FaWiersz>/g)).toHaveLength(1);
    const before = await countEvents();
    const whole = await correct(f.id, { reason: 'Błędna faktura' });
    expect([whole.status, whole.body.error?.reason]).toEqual([422, 'final_invoice_corrected']);
    expect(await countEvents()).toBe(before);
  });

  it('KOR_ROZ cancelling a final invoice whole (to 0, FA(3) valid): the order is settled again, its advance still deducted', async () => {
    const order = await commitOrder();
    const a = await ok('POST', '/invoicing/advance-invoices', advance(order.id, '100'));
    const f = await ok('POST', '/invoicing/invoices', invoiceOf(order.id));
    const body = { commandId: randomUUID(), reason: 'Błędna faktura rozliczeniowa' };
    const k = await ok('POST', `/invoicing/invoices/${f.id}/credit-notes`, body);
    expect((await ok('POST', `/invoicing/invoices/${f.id}/credit-notes`, body)).id).toBe(k.id);
    const v = await read(`/invoicing/invoices/${k.id}`);
    expect(v).toMatchObject({ gross: '-87.50', document: { corrects: { cancels: true }, plCorrection: { of: 'final', voids: true } } });
    const xml = await xmlOf(k.id);
    expect([text(xml, 'RodzajFaktury'), text(xml, 'P_15ZK'), text(xml, 'P_15'), text(xml, 'NrFaZaliczkowej')]).toEqual(['KOR_ROZ', '87.50', '-87.50', a.number]);
    expect(xml.match(/<FaWiersz>/g)).toHaveLength(3);
    const marks = await read(`/invoicing/invoices/${k.id}/print-marks`);
    expect([marks.title, marks.legends]).toEqual(['Faktura korygująca fakturę rozliczeniową', expect.arrayContaining([
      `Korekta rozliczenia zamówienia ${order.number}; zaliczki ${a.number} pozostają odliczone; kwota pozostała do zapłaty przed korektą 87.50 PLN, po korekcie 0.00 PLN`,
    ])]);

    // Free again: the advance can be corrected, and a new final invoice deducts what the advance is then.
    await ok('POST', `/invoicing/invoices/${a.id}/credit-notes`, { commandId: randomUUID(), reason: 'Zwrot części zaliczki', advanceAmount: '80' });
    const f2 = await ok('POST', '/invoicing/invoices', invoiceOf(order.id));
    expect((await read(`/invoicing/invoices/${f2.id}`)).gross).toBe('107.50');
  });

  it('races: a KOR_ZAL and the order’s final invoice at once, two KOR_ZAL of one advance at once: one wins, the other gets a 409 (decided one after the other, the final invoice deducts the correction)', async () => {
    const order = await commitOrder();
    const a = await ok('POST', '/invoicing/advance-invoices', advance(order.id, '100'));
    const [kor, fin] = await Promise.all([correct(a.id, { advanceAmount: '40' }), call('POST', '/invoicing/invoices', invoiceOf(order.id))]);
    if (kor.status === 201 && fin.status === 201) {
      // Decided one after the other (the correction stored before the final invoice read its
      // advances): no conflict, and the final invoice deducts the corrected 40.00.
      expect((await read(`/invoicing/invoices/${fin.body.data.id}`)).gross).toBe('147.50');
    } else if (fin.status === 201) {
      expect(kor.status).toBe(409);
      expect(kor.body.error?.reason).toBe('advance_settled');
    } else {
      expect([kor.status, fin.status]).toEqual([201, 409]);
      expect(fin.body.error?.reason).toBe('advance_changed');
      // The final invoice issued after it deducts the corrected 40.00.
      expect((await read(`/invoicing/invoices/${(await ok('POST', '/invoicing/invoices', invoiceOf(order.id))).id}`)).gross).toBe('147.50');
    }

    const other = await commitOrder();
    const b = await ok('POST', '/invoicing/advance-invoices', advance(other.id, '100'));
    const twice = await Promise.all([correct(b.id, { advanceAmount: '40' }), correct(b.id, { advanceAmount: '30' })]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    const won = twice.find((r) => r.status === 201)!;
    expect((await read(`/invoicing/sale-orders/${other.id}/advances`)).advances[0].gross).toBe(won === twice[0] ? '40.00' : '30.00');
  });
});
