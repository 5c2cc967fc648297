import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../../identity/testing/api-harness.js';
import { apiCalls } from '../../../identity/testing/api-calls.js';
import { registerJobs } from '../../../jobs.js';

/**
 * Invoice clients from a CSV sheet read in the queue job: a bad row refuses the file, a good one
 * creates all, once; Peruvian rows with their SUNAT catálogo 06 id type (docs/invoicing-es-latam.md
 * "Peruvian buyer ids").
 */
describe('invoice clients from a sheet', () => {
  let api: ApiHarness;
  let root: string;
  const { call, read, countEvents } = apiCalls(() => api, () => root);

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    root = await api.login('root', ROOT_PASSWORD);
  });
  afterAll(() => api?.close());

  const runImport = async (body: unknown) => {
    const r = await call('POST', '/invoicing/clients/import', body);
    expect(r.status).toBe(202);
    for (let i = 0; i < 300; i++) {
      const st = await call('GET', `/queue/status?id=${r.body.data.jobId}`);
      if (st.body.data.state === 'completed' || st.body.data.state === 'failed') return st.body.data.result;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('import did not finish');
  };

  it('a client sheet: one bad row (NIP digit) refuses the file naming row and field; a good sheet creates every client once', async () => {
    const csv = (lines: string[]) => Buffer.from(['name;country;tax id;street;number;postal code;city;email', ...lines].join('\n')).toString('base64');
    const before = await countEvents();
    const refused = await runImport({ commandId: randomUUID(), file: csv(['Hurtownia Odra;PL;5260250274;ul. Wrocławska;1;50-001;Wrocław;', 'Zły;PL;5260250275;ul. Zła;2;00-001;Warszawa;']) });
    expect([refused.ok, refused.status, refused.error.reason]).toEqual([false, 400, 'import_refused']);
    expect(JSON.stringify(refused.error.details)).toMatch(/row 3\.taxId/);
    expect(await countEvents()).toBe(before);
    const body = { commandId: randomUUID(), file: csv(['Hurtownia Odra;PL;5260250274;ul. Wrocławska;1;50-001;Wrocław;odra@example.pl', 'Comercial Sur;CL;11.111.111-1;Calle 2;45;;Concepción;']) };
    expect(await runImport(body)).toMatchObject({ ok: true, data: { created: 2 } });
    const after = await countEvents();
    expect(await runImport(body)).toMatchObject({ ok: true, data: { duplicate: true } });
    expect(await countEvents()).toBe(after);
    const clients = (await read('/invoicing/clients?search=Odra')).clients;
    expect(clients.map((c: any) => [c.name, c.taxId, c.address.city, c.email])).toEqual([['Hurtownia Odra', '5260250274', 'Wrocław', 'odra@example.pl']]);
  });

  it('Peruvian rows with an id type ("tipo doc"): a bad carnet row refuses the file naming it; a DNI, a passport and a RUC client are imported with their types', async () => {
    const csv = (lines: string[]) => Buffer.from(['nombre;pais;ruc;tipo doc;calle;ciudad', ...lines].join('\n')).toString('base64');
    const dni = 'Ana Quispe;PE;12345678;DNI;Av. Larco 101;Lima';
    const passport = 'John Smith;PE;fa 123456;7;Jr. Cusco 5;Arequipa';
    const ruc = 'Distribuidora Andina SAC;PE;20100070970;;Av. Arequipa 200;Lima';
    const before = await countEvents();
    const refused = await runImport({ commandId: randomUUID(), file: csv([dni, 'Carnet Malo;PE;ABC-1234567890;carnet de extranjería;Calle 3;Cusco', passport]) });
    expect([refused.ok, refused.status, refused.error.reason]).toEqual([false, 400, 'import_refused']);
    expect(refused.error.details).toEqual([{ path: 'row 3.taxId', message: 'ABC-1234567890 is not a carnet de extranjería: up to 12 letters or digits' }]);
    const wrongType = await runImport({ commandId: randomUUID(), file: csv([dni, 'Tipo Raro;PE;12345678;libreta;Calle 4;Lima', 'Hurtownia;PL;5260250274;DNI;ul. Długa 5;Kraków']) });
    expect(wrongType.error.details.map((d: { path: string }) => d.path)).toEqual(['row 3.idType', 'row 4.idType']);
    expect(await countEvents()).toBe(before);
    expect(await runImport({ commandId: randomUUID(), file: csv([dni, passport, ruc]) })).toMatchObject({ ok: true, data: { created: 3 } });
    const clients = (await read('/invoicing/clients?country=PE')).clients;
    expect(clients.map((c: any) => [c.name, c.taxId, c.idType ?? null])).toEqual([
      ['Ana Quispe', '12345678', '1'],
      ['Distribuidora Andina SAC', '20100070970', null],
      ['John Smith', 'FA123456', '7'],
    ]);
  });
});
