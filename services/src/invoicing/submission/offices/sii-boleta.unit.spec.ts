import type { EDocument } from '@tradedesk/contracts/invoicing/e-document';
import { testCertificate } from '../../e-documents/testing/test-certificate.js';
import { type HttpRequest, type HttpResponse, OfficeUnanswered, type SubmitContext } from './office.port.js';
import { siiAdapter } from './sii.js';

/**
 * How the SII adapter reads the boleta service's answers (docs/invoicing-submission.md, the SII
 * row): which host each call goes to, what an upload's state means for the boleta, and that an
 * answer it cannot read never looks like "not there" (which would send the boleta again).
 */
const cert = testCertificate('Firma Boletas');
const ENVIO = '<EnvioBOLETA><SetDTE><DTE><Documento><Encabezado><IdDoc><TipoDTE>39</TipoDTE><Folio>7</Folio><FchEmis>2026-11-25</FchEmis></IdDoc><Receptor><RUTRecep>66666666-6</RUTRecep></Receptor><Totales><MntTotal>4880</MntTotal></Totales></Encabezado></Documento></DTE></SetDTE></EnvioBOLETA>';
const SEED = '<SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema"><SII:RESP_BODY><SEMILLA>0123</SEMILLA></SII:RESP_BODY><SII:RESP_HDR><ESTADO>00</ESTADO></SII:RESP_HDR></SII:RESPUESTA>';
const TOKEN = '<SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema"><SII:RESP_BODY><TOKEN>TK1</TOKEN></SII:RESP_BODY><SII:RESP_HDR><ESTADO>00</ESTADO></SII:RESP_HDR></SII:RESPUESTA>';

/** A context whose carrier answers the seed and token, then `answer` for the call under test; `calls` lists every URL asked. */
function context(answer: (req: HttpRequest) => HttpResponse, baseUrl = 'https://maullin.sii.cl') {
  const calls: string[] = [];
  const ctx: SubmitContext = {
    doc: { seller: { taxId: '76123456-K' }, boleta: true } as unknown as EDocument,
    payload: { content: ENVIO, fileName: 'EnvioBOLETA.xml', key: '39-7' },
    mode: 'sandbox',
    baseUrl,
    credentials: { senderRut: '11111111-1' },
    certificate: cert,
    now: new Date('2026-11-25T12:00:00Z'),
    newId: () => 'id',
    http: async (req) => {
      calls.push(`${req.method} ${req.url}`);
      if (req.url.endsWith('/boleta.electronica.semilla')) return { status: 200, headers: {}, body: SEED };
      if (req.url.endsWith('/boleta.electronica.token')) return { status: 200, headers: {}, body: TOKEN };
      return answer(req);
    },
  };
  return { ctx, calls };
}
const ok = (body: unknown, status = 200): HttpResponse => ({ status, headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const epr = (extra: object) => ok({ rut_emisor: '76123456-K', trackid: 123456789012345, estado: 'EPR', ...extra });

describe('SII boleta service', () => {
  it('certification: seed, token and status at apicert.sii.cl, the upload at pangal.sii.cl; production api.sii.cl and rahue.sii.cl', async () => {
    const { ctx, calls } = context(() => ok({ trackid: 123456789012345, estado: 'REC' }));
    expect(await siiAdapter.submit(ctx)).toEqual({ kind: 'received', reference: '123456789012345' });
    expect(calls).toEqual([
      'GET https://apicert.sii.cl/recursos/v1/boleta.electronica.semilla',
      'POST https://apicert.sii.cl/recursos/v1/boleta.electronica.token',
      'POST https://pangal.sii.cl/recursos/v1/boleta.electronica.envio',
    ]);
    const prod = context(() => ok({ estado: 'REC' }), 'https://palena.sii.cl');
    await siiAdapter.status!(prod.ctx, '123456789012345');
    expect(prod.calls.at(-1)).toBe('GET https://api.sii.cl/recursos/v1/boleta.electronica.envio/76123456-K-123456789012345');
    const proxy = context(() => ok({ codigo: 'DOK', descripcion: 'Documento Recibido' }), 'http://proxy.local:8080');
    await siiAdapter.status!(proxy.ctx, null);
    expect(proxy.calls.at(-1)).toBe('GET http://proxy.local:8080/recursos/v1/boleta.electronica/76123456-K-39-7/estado?rut_receptor=66666666&dv_receptor=6&monto=4880&fechaEmision=25-11-2026');
  });

  it('the upload: a refusal keeps SII\'s words; a server error after it left is unanswered (asked by folio, never sent blindly)', async () => {
    const refused = context(() => ok('NO ESTA AUTENTICADO', 401));
    expect(await siiAdapter.submit(refused.ctx)).toEqual({ kind: 'rejected', code: '401', message: 'NO ESTA AUTENTICADO' });
    const broken = context(() => ok({ error: 'internal' }, 500));
    await expect(siiAdapter.submit(broken.ctx)).rejects.toBeInstanceOf(OfficeUnanswered);
  });

  it.each([
    ['REC, still in process', ok({ estado: 'REC' }), { kind: 'received', reference: 'T1' }],
    ['EPR, accepted', epr({ estadistica: [{ tipo: 39, informados: 1, aceptados: 1, rechazados: 0, reparos: 0 }], detalle_rep_rech: [] }), { kind: 'accepted', officeId: 'T1', message: '' }],
    [
      'EPR, accepted with remarks (RPR)',
      epr({ estadistica: [{ tipo: 39, informados: 1, aceptados: 0, rechazados: 0, reparos: 1 }], detalle_rep_rech: [{ tipo: 39, folio: 7, estado: 'RPR', descripcion: 'Dte Aceptado con reparos', error: [{ seccion: 'DET', codigo: 5, descripcion: 'Nombre del item vacío', detalle: null }] }] }),
      { kind: 'accepted', officeId: 'T1', message: 'RPR: Dte Aceptado con reparos | Nombre del item vacío' },
    ],
    [
      'EPR, this boleta rejected (RCH) with its errors',
      epr({ estadistica: [{ tipo: 39, informados: 2, aceptados: 1, rechazados: 1, reparos: 0 }], detalle_rep_rech: [{ tipo: 39, folio: 7, estado: 'RCH', descripcion: 'Dte Rechazado', error: [{ seccion: 'HED', codigo: 100, descripcion: 'Monto Total Distinto', detalle: '[4880] <> [4800]' }] }] }),
      { kind: 'rejected', code: 'RCH', message: 'Dte Rechazado | Monto Total Distinto: [4880] <> [4800]' },
    ],
    ['RSC, the upload refused by schema', ok({ estado: 'RSC' }), { kind: 'rejected', code: 'RSC', message: 'rejected by schema' }],
  ] as const)('the upload\'s state by track id: %s', async (_, answer, outcome) => {
    const { ctx } = context(() => answer);
    expect(await siiAdapter.status!(ctx, 'T1')).toEqual(outcome);
  });

  it('the boleta by folio: DOK accepted as type-folio, DNK rejected, FAU not listed yet (unanswered), an unreadable answer fails rather than resend', async () => {
    expect(await siiAdapter.status!(context(() => ok({ codigo: 'DOK', descripcion: 'Documento Recibido' })).ctx, null)).toEqual({ kind: 'accepted', officeId: '39-7', message: 'Boleta 7 registered at SII (DOK: Documento Recibido)' });
    expect(await siiAdapter.status!(context(() => ok({ codigo: 'DNK', descripcion: 'Datos NO Coinciden' })).ctx, null)).toEqual({ kind: 'rejected', code: 'DNK', message: 'Datos NO Coinciden' });
    await expect(siiAdapter.status!(context(() => ok({ codigo: 'FAU', descripcion: 'No Recibido' })).ctx, null)).rejects.toBeInstanceOf(OfficeUnanswered);
    await expect(siiAdapter.status!(context(() => ok('<html>Acceso Denegado</html>', 403)).ctx, null)).rejects.toThrow(/no answer to read/);
    await expect(siiAdapter.status!(context(() => ok('<html>Acceso Denegado</html>', 403)).ctx, 'T1')).rejects.toThrow(/no answer to read/);
  });
});
