import { request as httpsRequest } from 'node:https';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';
import { registerJobs } from '../../jobs.js';
import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { submissionStreamId } from '@tradedesk/contracts/invoicing/submission';
import { verifyXmlSignature } from '../e-documents/signing/xml-signature.js';
import { testCaf } from '../e-documents/testing/test-caf.js';
import { p12Of, testCertificate } from '../e-documents/testing/test-certificate.js';
import { submissionDecider } from './submission.decider.js';
import { type StandIn, standInBaseUrl, standInCa, startStandIn } from './testing/stand-in.js';

/**
 * Submission over real HTTP on PostgreSQL, with the in-process queue's worker and a local
 * stand-in per office (testing/stand-in.ts checks each request against the office's documented
 * shape). A company switched to sandbox with the stand-in's address issues an invoice; the
 * worker sends it off the request path; the document page reads the status and history.
 */
const SETUPS = {
  PL: { country: 'PL', legalName: 'Hurtownia Wisła sp. z o.o.', taxId: '1234563218', vatId: 'PL1234563218', address: { street: 'ul. Marszałkowska', buildingNumber: '10', city: 'Warszawa', postalCode: '00-001', countryCode: 'PL' }, iban: 'PL61109010140000071219812874', bankName: 'Santander', series: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' } },
  HU: { country: 'HU', legalName: 'Duna Nagykereskedés Kft.', taxId: '12345676-2-42', vatId: 'HU12345676', address: { street: 'Váci utca', buildingNumber: '19', city: 'Budapest', postalCode: '1052', countryCode: 'HU' }, iban: 'HU42117730161111101800000000', bankName: 'OTP', series: { invoice: 'SZ', creditNote: 'JSZ', proforma: 'PRO' } },
  ES: { country: 'ES', legalName: 'Distribuciones Tajo S.L.', taxId: 'B12345674', vatId: 'ESB12345674', address: { street: 'Calle de Alcalá', buildingNumber: '42', city: 'Madrid', postalCode: '28014', region: 'Madrid', countryCode: 'ES' }, iban: 'ES9121000418450200051332', bankName: 'CaixaBank', series: { invoice: 'F', creditNote: 'R', proforma: 'PRO' } },
  RO: { country: 'RO', legalName: 'Depozitul Carpați SRL', taxId: '14167050', vatId: 'RO14167050', address: { street: 'Strada Lipscani', buildingNumber: '12', city: 'SECTOR3', postalCode: '030031', region: 'RO-B', countryCode: 'RO' }, iban: 'RO49AAAA1B31007593840000', bankName: 'BCR', series: { invoice: 'FCT', creditNote: 'STO', proforma: 'PRO' } },
  PE: { country: 'PE', legalName: 'Comercial Rímac S.A.C.', taxId: '20100070970', vatId: '', address: { street: 'Av. Arequipa', buildingNumber: '1234', city: 'Lima', postalCode: '150101', region: 'Lima', countryCode: 'PE' }, series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001' } },
  EC: { country: 'EC', legalName: 'Importadora Pichincha S.A.', taxId: '1790011674001', vatId: '', address: { street: 'Av. Amazonas', buildingNumber: 'N34-451', city: 'Quito', postalCode: '170135', region: 'Pichincha', countryCode: 'EC' }, series: { invoice: '001-001', creditNote: '001-002', proforma: '001-900' } },
} as const;
const CLIENTS = {
  PL: { name: 'Sklep Pod Lipami Jan Kowalski', country: 'PL', taxId: '7792361236', vatId: 'PL7792361236', address: { street: 'ul. Półwiejska', buildingNumber: '42', city: 'Poznań', postalCode: '61-888', countryCode: 'PL' } },
  HU: { name: 'Tisza Élelmiszer Bt.', country: 'HU', taxId: '10773381-2-44', vatId: 'HU10773381', address: { street: 'Kossuth tér', buildingNumber: '3', city: 'Szeged', postalCode: '6720', countryCode: 'HU' } },
  ES: { name: 'Ultramarinos Sol S.L.', country: 'ES', taxId: '12345678Z', vatId: '', address: { street: 'Calle Mayor', buildingNumber: '5', city: 'Toledo', postalCode: '45001', region: 'Toledo', countryCode: 'ES' } },
  RO: { name: 'Magazinul Dunărea SRL', country: 'RO', taxId: '33456780', vatId: 'RO33456780', address: { street: 'Strada Memorandumului', buildingNumber: '28', city: 'Cluj-Napoca', postalCode: '400114', region: 'RO-CJ', countryCode: 'RO' } },
  PE: { name: 'Bodega Miraflores E.I.R.L.', country: 'PE', taxId: '20100070970', vatId: '', address: { street: 'Av. Larco', buildingNumber: '345', city: 'Lima', postalCode: '150122', region: 'Lima', countryCode: 'PE' } },
  EC: { name: 'Tienda La Mariscal', country: 'EC', taxId: '1710034065001', vatId: '', address: { street: 'Juan León Mera', buildingNumber: 'N24-56', city: 'Quito', postalCode: '170143', region: 'Pichincha', countryCode: 'EC' } },
} as const;
const RATE = { PL: '23', HU: '27', ES: '21', RO: '21', PE: '18', EC: '15' } as const;
type Country = keyof typeof SETUPS;

describe('e-invoice submission', () => {
  let api: ApiHarness;
  let root: string;
  const { call, ok, read } = apiCalls(() => api, () => root);
  const standIns: StandIn[] = [];

  beforeAll(async () => {
    process.env.TD_SUBMISSION_BACKOFF_MS = '20';
    // The carrier trusts the stand-ins' test CA (the VeriFactu stand-in serves HTTPS with it).
    process.env.TD_SUBMISSION_CA_FILE = standInCa().file;
    api = await startApi({});
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { SystemTimeZone: 0 } });
  });
  afterAll(async () => {
    delete process.env.TD_SUBMISSION_BACKOFF_MS;
    delete process.env.TD_SUBMISSION_CA_FILE;
    await Promise.all(standIns.map((s) => s.close()));
    await api?.close();
  });

  /**
   * A company of the country, switched to sandbox at the office's stand-in. For VeriFactu (mutual
   * TLS) it uploads a certificate the stand-in's CA issued, unless `certificate` says otherwise.
   */
  async function company(country: Country, office: SubmissionOffice, setupId: string, stand: Partial<StandIn['control']> = {}, certificate: 'issued' | 'foreign' | 'none' = 'issued') {
    const s = await startStandIn(office, stand);
    standIns.push(s);
    await ok('PUT', `/invoicing/setups/${setupId}`, { setup: SETUPS[country] });
    if (office === 'verifactu' && certificate !== 'none') {
      const cert = certificate === 'issued' ? standInCa().issue(`${SETUPS[country].legalName} - NIF ${SETUPS[country].taxId}`) : testCertificate('Not issued by the office CA');
      await ok('POST', `/invoicing/setups/${setupId}/certificate`, { fileName: 'empresa.p12', file: p12Of(cert, 'clave'), password: 'clave' });
    }
    const clientId = (await ok('POST', '/invoicing/clients', CLIENTS[country])).id;
    await ok('PUT', `/invoicing/submission/settings/${setupId}`, { offices: { [office]: { mode: 'sandbox', baseUrl: standInBaseUrl(s), credentials: s.credentials } } });
    if (office === 'anaf') await connect(await signIn(setupId));
    return { s, clientId };
  }
  /** ANAF's OAuth2 sign-in as the browser does it: our authorize address, the office's page (the certificate chosen there), back with code and state. */
  async function signIn(setupId: string) {
    const { url } = await ok('POST', `/invoicing/submission/settings/${setupId}/anaf/authorize`, {});
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }
  const connect = (b: { code: string; state: string }) => ok('POST', '/invoicing/submission/oauth/connect', b);
  const issue = async (country: Country, setupId: string, clientId: string) =>
    (await ok('POST', '/invoicing/invoices', { setupId, clientId, dueDate: '2026-12-31', lines: [{ description: 'Kubek ceramiczny', quantity: '3', unitPrice: '12.50', vatRate: RATE[country], unitName: 'szt.', unitCode: 'H87' }, { description: 'Talerz', quantity: '2', unitPrice: '10', discount: '2', vatRate: RATE[country] }] })).id as string;

  /** Polls the list until the submission reaches one of these statuses (the worker runs off the request). */
  async function settled(documentId: string, office: SubmissionOffice, statuses = ['accepted', 'rejected', 'failed']) {
    for (let i = 0; i < 300; i++) {
      const rows = (await read(`/invoicing/submissions?documentId=${documentId}&office=${office}`)).rows;
      if (rows[0] && statuses.includes(rows[0].status)) return rows[0];
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${office} ${documentId} did not settle`);
  }
  const history = async (documentId: string, office: SubmissionOffice) => (await ok('GET', `/invoicing/submissions/${documentId}/${office}/history`)).events.map((e: { type: string }) => e.type);

  it.each([
    ['PL', 'ksef', /^1234563218-20261125-\d{6}-AB$/],
    ['HU', 'nav', /^4Q2JSOXL\d{6}$/],
    ['ES', 'verifactu', /^A-\d{8}XYZ$/],
    ['RO', 'anaf', /^\d{7}$/],
    ['PE', 'sunat', /^F001-\d{8}$/],
    ['EC', 'sri', /^\d{49}$/],
    ['HU', 'szamlazz', /^E-TDSK-2026-\d+$/],
    ['RO', 'smartbill', /^FCT\d{4}$/],
  ] as const)('%s to %s: the stand-in finds the documented shape and accepts; the office id is on the document', async (country, office, officeId) => {
    const setupId = `${office}-ok`;
    const { s, clientId } = await company(country, office, setupId);
    const id = await issue(country, setupId, clientId);
    const row = await settled(id, office);
    expect({ problems: s.problems, status: row.status, message: row.message }).toEqual({ problems: [], status: 'accepted', message: expect.any(String) });
    expect(row.officeId).toMatch(officeId);
    expect(s.received).toHaveLength(1);
    expect((await history(id, office))[0]).toBe('SubmissionQueued');
  });

  it.each([
    ['PL', 'ksef', '450', 'Nieprawidłowy NIP nabywcy'],
    ['HU', 'nav', 'INVALID_CUSTOMER', 'A vevő adószáma érvénytelen'],
    ['ES', 'verifactu', '1104', 'El NIF del destinatario no está identificado'],
    ['EC', 'sri', '39', 'FIRMA INVALIDA'],
  ] as const)('%s to %s rejected: the office message shows; "send again" is offered, an accepted one is never sent again', async (country, office, code, message) => {
    const setupId = `${office}-reject`;
    const { s, clientId } = await company(country, office, setupId, { answer: 'reject', rejectCode: code, rejectMessage: message });
    const id = await issue(country, setupId, clientId);
    const row = await settled(id, office);
    expect([row.status, row.message]).toEqual(['rejected', expect.stringContaining(message)]);
    expect(s.problems).toEqual([]);
    // Fixed at the office: send again, now accepted.
    s.control.answer = 'accept';
    await ok('POST', `/invoicing/invoices/${id}/submissions`, { office });
    expect((await settled(id, office)).status).toBe('accepted');
    const again = await call('POST', `/invoicing/invoices/${id}/submissions`, { office });
    expect([again.status, again.body.error?.reason]).toEqual([409, 'already_accepted']);
    expect(await history(id, office)).toEqual(expect.arrayContaining(['SubmissionRejected', 'SubmissionAccepted']));
  });

  it.each([
    ['HU', 'nav'],
    ['EC', 'sri'],
    ['PE', 'sunat'],
    ['ES', 'verifactu'],
  ] as const)('%s to %s: the office takes it and the answer times out; the worker asks the office and never sends it twice', async (country, office) => {
    // Long enough for the stand-in to check the document against its schema before the client gives up.
    process.env.TD_SUBMISSION_TIMEOUT_MS = '2500';
    try {
      const setupId = `${office}-timeout`;
      const { s, clientId } = await company(country, office, setupId, { hangNext: 1 });
      const id = await issue(country, setupId, clientId);
      const row = await settled(id, office);
      expect([row.status, s.problems, s.received.length]).toEqual(['accepted', [], 1]);
      expect(await history(id, office)).toEqual(expect.arrayContaining(['SubmissionSent', 'SubmissionUnanswered', 'SubmissionAccepted']));
      expect((await history(id, office)).filter((t: string) => t === 'SubmissionSent')).toHaveLength(1);
    } finally {
      delete process.env.TD_SUBMISSION_TIMEOUT_MS;
    }
  });

  it('an office that cannot be asked (SmartBill) ends failed after a timeout, not sent twice; "send again" is the trader\'s call', async () => {
    process.env.TD_SUBMISSION_TIMEOUT_MS = '400';
    try {
      const { s, clientId } = await company('RO', 'smartbill', 'smartbill-timeout', { hangNext: 1 });
      const id = await issue('RO', 'smartbill-timeout', clientId);
      const row = await settled(id, 'smartbill');
      expect([row.status, row.message, s.received.length]).toEqual(['failed', expect.stringMatching(/check at the office/), 1]);
    } finally {
      delete process.env.TD_SUBMISSION_TIMEOUT_MS;
    }
  });

  it('VeriFactu chains the records: the second invoice names the first one\'s huella', async () => {
    const { s, clientId } = await company('ES', 'verifactu', 'verifactu-chain');
    const first = await issue('ES', 'verifactu-chain', clientId);
    expect((await settled(first, 'verifactu')).status).toBe('accepted');
    const second = await issue('ES', 'verifactu-chain', clientId);
    expect((await settled(second, 'verifactu')).status).toBe('accepted');
    const huellas = (xml: string) => [...xml.matchAll(/<sf:Huella>([0-9A-F]{64})<\/sf:Huella>/g)].map((m) => m[1]);
    expect(huellas(s.received[0]!.content)).toHaveLength(1);
    expect(huellas(s.received[1]!.content)).toEqual([huellas(s.received[0]!.content)[0], expect.stringMatching(/^[0-9A-F]{64}$/)]);
    expect(s.problems).toEqual([]);
  });

  it('VeriFactu over mutual TLS: the stand-in refuses a connection without the certificate; another CA\'s certificate ends failed with the reason, none uploaded ends failed without a request', async () => {
    // The stand-in requires a client certificate of its CA in the TLS handshake.
    const strict = await startStandIn('verifactu');
    standIns.push(strict);
    const without = await new Promise<string>((resolve) => {
      const r = httpsRequest(`${strict.url}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`, { method: 'POST', ca: standInCa().pem, agent: false }, (res) => resolve(`answered ${res.statusCode}`));
      r.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      r.end('<x/>');
    });
    expect(without).toMatch(/^ERR_SSL_.*CERTIFICATE_REQUIRED|^ECONNRESET/);
    expect(strict.requests).toEqual([]);

    const { s: foreign, clientId } = await company('ES', 'verifactu', 'verifactu-foreign', {}, 'foreign');
    const refused = await settled(await issue('ES', 'verifactu-foreign', clientId), 'verifactu');
    expect([refused.status, refused.message]).toEqual(['failed', expect.stringMatching(/refused the TLS connection .*did not accept the company's certificate/)]);
    expect([foreign.requests, foreign.received]).toEqual([[], []]);

    const { s: bare, clientId: bareClient } = await company('ES', 'verifactu', 'verifactu-bare', {}, 'none');
    const missing = await settled(await issue('ES', 'verifactu-bare', bareClient), 'verifactu');
    expect([missing.status, missing.message]).toEqual(['failed', expect.stringMatching(/only accepts the company signed in with its certificate: upload it/)]);
    expect(bare.requests).toEqual([]);

    // Uploaded (issued by the office's CA), "send again" is accepted.
    const cert = standInCa().issue('Distribuciones Tajo S.L.');
    await ok('POST', '/invoicing/setups/verifactu-foreign/certificate', { fileName: 'empresa.p12', file: p12Of(cert, 'clave'), password: 'clave' });
    await ok('POST', `/invoicing/invoices/${refused.documentId}/submissions`, { office: 'verifactu' });
    expect((await settled(refused.documentId, 'verifactu')).status).toBe('accepted');
    expect([foreign.received.length, foreign.problems]).toEqual([1, []]);
  });

  it('VeriFactu over mutual TLS with a certificate issued by an intermediate CA: sent with the chain its file carried, the office that knows only the root accepts', async () => {
    const cert = standInCa().issueViaIntermediate('Ferretería Ebro S.L.');
    const { s, clientId } = await company('ES', 'verifactu', 'verifactu-chain', {}, 'none');
    // The certificate alone: the office cannot link it to a CA it trusts, the handshake fails.
    await ok('POST', '/invoicing/setups/verifactu-chain/certificate', { fileName: 'empresa.p12', file: p12Of(cert, 'clave'), password: 'clave' });
    const alone = await settled(await issue('ES', 'verifactu-chain', clientId), 'verifactu');
    expect([alone.status, s.received.length]).toEqual(['failed', 0]);
    // The file as exported with its CA: sent with the chain, accepted.
    await ok('POST', '/invoicing/setups/verifactu-chain/certificate', { fileName: 'empresa-con-cadena.p12', file: p12Of(cert, 'clave', [cert.chainPem]), password: 'clave' });
    await ok('POST', `/invoicing/invoices/${alone.documentId}/submissions`, { office: 'verifactu' });
    expect((await settled(alone.documentId, 'verifactu')).status).toBe('accepted');
    expect([s.received.length, s.problems]).toEqual([1, []]);
  });

  it('ANAF OAuth2: the sign-in grants tokens kept sealed, the settings say until when, an expired access token is renewed before the upload', async () => {
    const { s, clientId } = await company('RO', 'anaf', 'anaf-oauth', { accessExpiresIn: 1 });
    expect(s.grants).toEqual(['authorization_code']);
    const anaf = (await read('/invoicing/submission/settings/anaf-oauth')).offices.find((o: { office: string }) => o.office === 'anaf');
    expect(anaf.credentials).toEqual([{ name: 'clientId', set: true }, { name: 'clientSecret', set: true }, { name: 'redirectUri', set: true }]);
    expect(Date.parse(anaf.connection.refreshExpiresAt) - Date.now()).toBeGreaterThan(364 * 86_400_000);
    const logged = JSON.stringify((await api.platform.db.query(`select data from es.events where stream_id = 'einvoicesettings-anaf-oauth'`)).rows);
    expect(logged).not.toMatch(/anaf-(access|refresh)-\d|anaf-client-secret/);
    // The access token expires (1 s here, 90 days at ANAF); the next upload renews it first.
    await new Promise((r) => setTimeout(r, 1200));
    s.control.accessExpiresIn = 90 * 86400;
    const id = await issue('RO', 'anaf-oauth', clientId);
    expect((await settled(id, 'anaf')).status).toBe('accepted');
    expect([s.grants, s.problems, s.received.length]).toEqual([['authorization_code', 'refresh_token'], [], 1]);
    const renewed = (await read('/invoicing/submission/settings/anaf-oauth')).offices.find((o: { office: string }) => o.office === 'anaf');
    expect(Date.parse(renewed.connection.accessExpiresAt) - Date.now()).toBeGreaterThan(89 * 86_400_000);

    // Reconnect: a changed state is refused before anything is recorded; a code is good once.
    const again = await signIn('anaf-oauth');
    const forged = await call('POST', '/invoicing/submission/oauth/connect', { code: again.code, state: `${again.state.slice(0, -6)}AAAAAA` });
    expect([forged.status, forged.body.error?.reason]).toEqual([400, 'oauth_state_invalid']);
    expect(await connect(again)).toMatchObject({ setupId: 'anaf-oauth', office: 'anaf' });
    const reused = await call('POST', '/invoicing/submission/oauth/connect', again);
    expect([reused.status, reused.body.error?.reason]).toEqual([422, 'token_refused']);
    expect(s.grants).toEqual(['authorization_code', 'refresh_token', 'authorization_code']);
  });

  it('ANAF not signed in: the upload ends failed with "connect", nothing is sent; the sign-in needs the saved client first', async () => {
    const s = await startStandIn('anaf');
    standIns.push(s);
    await ok('PUT', '/invoicing/setups/anaf-bare', { setup: SETUPS.RO });
    const clientId = (await ok('POST', '/invoicing/clients', CLIENTS.RO)).id;
    const early = await call('POST', '/invoicing/submission/settings/anaf-bare/anaf/authorize', {});
    expect([early.status, early.body.error?.reason]).toEqual([422, 'oauth_client_missing']);
    await ok('PUT', '/invoicing/submission/settings/anaf-bare', { offices: { anaf: { mode: 'sandbox', baseUrl: standInBaseUrl(s), credentials: s.credentials } } });
    const row = await settled(await issue('RO', 'anaf-bare', clientId), 'anaf');
    expect([row.status, row.message]).toEqual(['failed', expect.stringMatching(/Not connected to ANAF/)]);
    expect(s.requests).toEqual([]);
    const other = await call('POST', '/invoicing/submission/settings/anaf-bare/smartbill/authorize', {});
    expect([other.status, other.body.error?.reason]).toEqual([422, 'office_without_oauth']);
  });

  /** A Chilean company with a CAF for facturas 1-10, SII's resolution, a signing certificate and SII switched on at its stand-in; one factura issued to a client. */
  async function chileanInvoiceAtSii(setupId: string, stand: Partial<StandIn['control']>) {
    const RUT = '12345678-5';
    const s = await startStandIn('sii', stand);
    standIns.push(s);
    await ok('PUT', `/invoicing/setups/${setupId}`, { setup: { country: 'CL', legalName: 'Comercial Andes SpA', taxId: RUT, activity: 'Venta al por mayor', address: { street: 'Av. Providencia', buildingNumber: '1234', city: 'Santiago', region: 'Providencia', countryCode: 'CL' }, series: { invoice: '33', creditNote: '61', proforma: 'PRO' } } });
    await ok('POST', `/invoicing/setups/${setupId}/cafs`, { caf: testCaf({ rut: RUT, name: 'Comercial Andes SpA', type: 33, from: 1, to: 10 }).autorizacion });
    await ok('PUT', `/invoicing/setups/${setupId}/caf-settings`, { warnAt: null, resolutionNumber: '0', resolutionDate: '2026-01-15' });
    const cert = testCertificate('Juan Pérez Soto');
    await ok('POST', `/invoicing/setups/${setupId}/certificate`, { fileName: 'firma.p12', file: p12Of(cert, 'clave'), password: 'clave' });
    await ok('PUT', `/invoicing/submission/settings/${setupId}`, { offices: { sii: { mode: 'sandbox', baseUrl: standInBaseUrl(s), credentials: s.credentials } } });
    const clientId = (await ok('POST', '/invoicing/clients', { name: 'Ferretería Sur Ltda', country: 'CL', taxId: '11.111.111-1', address: { street: 'Calle 1', city: 'Temuco', region: 'Temuco', countryCode: 'CL' } })).id;
    const id = (await ok('POST', '/invoicing/invoices', { setupId, clientId, dueDate: '2026-12-31', lines: [{ description: 'Cajas de cartón', quantity: '2', unitPrice: '5000', vatRate: '19' }] })).id as string;
    return { s, id, cert };
  }

  it.each([
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const)('CL to SII (%s): seed signed with the company certificate, token, the EnvioDTE uploaded with it, the track id asked', async (answer, status) => {
    const { s, id, cert } = await chileanInvoiceAtSii(`sii-${answer}`, { answer, rejectCode: 'RCT', rejectMessage: 'Error en Caratula' });
    const row = await settled(id, 'sii');
    expect({ problems: s.problems, status: row.status }).toEqual({ problems: [], status });
    if (answer === 'accept') expect(row.officeId).toMatch(/^4\d{6}$/);
    else expect(row.message).toContain('Error en Caratula');
    const der = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');
    expect(s.signers.map(der)).toContain(der(cert.certificatePem));
    expect(s.received.map((r) => r.key)).toEqual(['33-1']);
    expect(await history(id, 'sii')).toEqual(expect.arrayContaining(['SubmissionSent', 'SubmissionReceived']));
  });

  it('CL to SII: the upload\'s answer times out, so there is no track id; the worker asks SII by folio until it lists the DTE, and uploads it once', async () => {
    // Long enough for the stand-in to check the EnvioDTE against its schema before the client gives up.
    process.env.TD_SUBMISSION_TIMEOUT_MS = '2500';
    try {
      // SII answers "not received" (FAU) twice while it processes the upload, then lists it (DOK).
      const { s, id } = await chileanInvoiceAtSii('sii-timeout', { hangNext: 1, processingPolls: 2 });
      const row = await settled(id, 'sii');
      expect({ problems: s.problems, status: row.status, officeId: row.officeId, uploads: s.received.map((r) => r.key) }).toEqual({ problems: [], status: 'accepted', officeId: '33-1', uploads: ['33-1'] });
      expect(row.message).toContain('DOK');
      expect(s.requests.filter((r) => r.path === '/DTEWS/QueryEstDte.jws')).toHaveLength(3);
      const events = await history(id, 'sii');
      expect(events.filter((t: string) => t === 'SubmissionSent')).toHaveLength(1);
      expect(events.filter((t: string) => t === 'SubmissionUnanswered')).toHaveLength(3); // the timeout, then FAU twice
    } finally {
      delete process.env.TD_SUBMISSION_TIMEOUT_MS;
    }
  });

  /** A Chilean shop with CAFs for boletas 39 (1-10), exentas 41 (1-5) and notes 61 (1-5), SII's resolution, a certificate and SII switched on at its stand-in; one boleta to a consumer issued. */
  async function chileanBoletaAtSii(setupId: string, stand: Partial<StandIn['control']>, exempt = false) {
    const RUT = '76123456-K';
    const s = await startStandIn('sii', stand);
    standIns.push(s);
    await ok('PUT', `/invoicing/setups/${setupId}`, { setup: { country: 'CL', legalName: 'Almacén Los Andes SpA', taxId: RUT, activity: 'Venta al por menor', address: { street: 'Av. Providencia', buildingNumber: '1234', city: 'Santiago', region: 'Providencia', countryCode: 'CL' }, series: { invoice: '33', creditNote: '61', proforma: 'PRO' } } });
    for (const type of [39, 41, 61]) await ok('POST', `/invoicing/setups/${setupId}/cafs`, { caf: testCaf({ rut: RUT, name: 'Almacén Los Andes SpA', type, from: 1, to: type === 39 ? 10 : 5 }).autorizacion });
    await ok('PUT', `/invoicing/setups/${setupId}/caf-settings`, { warnAt: null, resolutionNumber: '0', resolutionDate: '2026-01-15' });
    const cert = testCertificate('María González Rojas');
    await ok('POST', `/invoicing/setups/${setupId}/certificate`, { fileName: 'firma.p12', file: p12Of(cert, 'clave'), password: 'clave' });
    await ok('PUT', `/invoicing/submission/settings/${setupId}`, { offices: { sii: { mode: 'sandbox', baseUrl: standInBaseUrl(s), credentials: s.credentials } } });
    const lines = exempt ? [{ description: 'Matrícula curso', quantity: '1', unitPrice: '45000', vatRate: '0', vatCategory: 'E' }] : [{ description: 'Pan amasado', quantity: '2', unitPrice: '1190', vatRate: '19' }, { description: 'Queso mantecoso', quantity: '1', unitPrice: '2500', vatRate: '19' }];
    const id = (await ok('POST', '/invoicing/invoices', { setupId, document: 'boleta', paymentMeans: 'cash', lines })).id as string;
    return { s, id, cert };
  }
  const boletaCalls = (s: StandIn) => s.requests.filter((r) => r.path.startsWith('/recursos/v1/')).map((r) => `${r.method} ${r.path.replace(/\d{6,}/g, 'N')}`);

  it.each([
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const)('CL boleta to SII\'s boleta service (%s): REST seed and token signed with the company certificate, the EnvioBOLETA uploaded, its track id asked until processed', async (answer, status) => {
    // The upload is "received" (REC) once before SII has processed it.
    const { s, id, cert } = await chileanBoletaAtSii(`siib-${answer}`, { answer, processingPolls: 1, rejectCode: '102', rejectMessage: 'Monto Total Distinto a la Suma de los Items' });
    const row = await settled(id, 'sii');
    expect({ problems: s.problems, status: row.status }).toEqual({ problems: [], status });
    if (answer === 'accept') expect(row.officeId).toMatch(/^\d{15}$/);
    else expect(row.message).toContain('Monto Total Distinto a la Suma de los Items');
    const der = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');
    expect(s.signers.map(der)).toContain(der(cert.certificatePem));
    expect(s.received.map((r) => r.key)).toEqual(['39-1']);
    // Only the boleta service: no DTEWS call, no DTEUpload.
    expect(s.requests.filter((r) => !r.path.startsWith('/recursos/v1/'))).toEqual([]);
    expect(boletaCalls(s).filter((c) => c.startsWith('POST /recursos/v1/boleta.electronica.envio'))).toHaveLength(1);
    expect(boletaCalls(s).filter((c) => c === 'GET /recursos/v1/boleta.electronica.envio/N-K-N')).toHaveLength(2);
    const events = await history(id, 'sii');
    expect(events).toEqual(expect.arrayContaining(['SubmissionSent', 'SubmissionReceived', answer === 'accept' ? 'SubmissionAccepted' : 'SubmissionRejected']));
  });

  it('CL boleta exenta (41) goes to the boleta service under its own type and folio', async () => {
    const { s, id } = await chileanBoletaAtSii('siib-41', {}, true);
    const row = await settled(id, 'sii');
    expect({ problems: s.problems, status: row.status, uploads: s.received.map((r) => r.key) }).toEqual({ problems: [], status: 'accepted', uploads: ['41-1'] });
  });

  it('CL boleta to a consumer, then its nota de crédito: the boleta goes to the boleta service, the note (61) by DTEUpload', async () => {
    const { s, id } = await chileanBoletaAtSii('siib-note', {});
    expect((await settled(id, 'sii')).status).toBe('accepted');
    const note = (await ok('POST', `/invoicing/invoices/${id}/credit-notes`, { reason: 'Devolución del queso', lines: [{ lineNo: 2, quantity: '1' }] })).id as string;
    const row = await settled(note, 'sii');
    expect({ problems: s.problems, status: row.status, uploads: s.received.map((r) => r.key) }).toEqual({ problems: [], status: 'accepted', uploads: ['39-1', '61-1'] });
    expect(s.requests.filter((r) => r.path === '/cgi_dte/UPL/DTEUpload')).toHaveLength(1);
    expect(s.requests.filter((r) => r.path === '/recursos/v1/boleta.electronica.envio')).toHaveLength(1);
  });

  it('CL boleta: the upload\'s answer times out (no track id); the worker asks the boleta service by folio until it lists the boleta, and uploads it once', async () => {
    process.env.TD_SUBMISSION_TIMEOUT_MS = '2500';
    try {
      const { s, id } = await chileanBoletaAtSii('siib-timeout', { hangNext: 1, processingPolls: 2 });
      const row = await settled(id, 'sii');
      expect({ problems: s.problems, status: row.status, officeId: row.officeId, uploads: s.received.map((r) => r.key) }).toEqual({ problems: [], status: 'accepted', officeId: '39-1', uploads: ['39-1'] });
      expect(row.message).toContain('DOK');
      expect(boletaCalls(s).filter((c) => c === 'GET /recursos/v1/boleta.electronica/N-K-39-1/estado')).toHaveLength(3);
      const events = await history(id, 'sii');
      expect(events.filter((t: string) => t === 'SubmissionSent')).toHaveLength(1);
      expect(events.filter((t: string) => t === 'SubmissionUnanswered')).toHaveLength(3); // the timeout, then FAU twice
    } finally {
      delete process.env.TD_SUBMISSION_TIMEOUT_MS;
    }
  });

  it('a Hungarian credit note goes to NAV as a modification of the invoice', async () => {
    const { s, clientId } = await company('HU', 'nav', 'nav-credit');
    const invoiceId = await issue('HU', 'nav-credit', clientId);
    expect((await settled(invoiceId, 'nav')).status).toBe('accepted');
    const credit = (await ok('POST', `/invoicing/invoices/${invoiceId}/credit-notes`, { reason: 'Visszáru', lines: [{ lineNo: 1, quantity: '1' }] })).id as string;
    expect((await settled(credit, 'nav')).status).toBe('accepted');
    expect(s.problems).toEqual([]);
    expect(s.received.map((r) => r.key)).toEqual([expect.stringMatching(/^SZ-\d{4}-00001$/), expect.stringMatching(/^JSZ-\d{4}-00001$/)]);
    expect(s.received[1]!.content).toContain('<originalInvoiceNumber>');
  });

  it('a queued submission whose job was lost is woken by "send again" and sent once; "send" to all then queues nothing', async () => {
    const { s, clientId } = await company('PL', 'ksef', 'ksef-lost');
    await ok('PUT', '/invoicing/submission/settings/ksef-lost', { offices: { ksef: { mode: 'off', baseUrl: standInBaseUrl(s), credentials: {} } } });
    const id = await issue('PL', 'ksef-lost', clientId);
    // The dispatcher has looked at the (switched off) settings and queued nothing.
    await new Promise((r) => setTimeout(r, 500));
    expect((await read(`/invoicing/submissions?documentId=${id}`)).rows).toEqual([]);
    await ok('PUT', '/invoicing/submission/settings/ksef-lost', { offices: { ksef: { mode: 'sandbox', baseUrl: standInBaseUrl(s), credentials: {} } } });
    // Queued, but its job never reached the queue (a process stopped, the queue was down).
    const view = await read(`/invoicing/invoices/${id}`);
    await api.platform.runtime.run(submissionDecider, submissionStreamId(id, 'ksef'), { type: 'QueueSubmission', submission: { documentId: id, office: 'ksef', setupId: 'ksef-lost', number: view.number, kind: 'invoice', issueDate: view.issueDate, clientName: view.clientName, mode: 'sandbox', manual: false } }, { userId: 'system' });
    await new Promise((r) => setTimeout(r, 200));
    expect((await read(`/invoicing/submissions?documentId=${id}`)).rows[0].status).toBe('pending');
    expect(s.received).toHaveLength(0);
    expect(await ok('POST', `/invoicing/invoices/${id}/submissions`, { office: 'ksef' })).toMatchObject({ queued: ['ksef'] });
    expect((await settled(id, 'ksef')).status).toBe('accepted');
    expect(await ok('POST', `/invoicing/invoices/${id}/submissions`, {})).toMatchObject({ queued: [] });
    expect([s.received.length, s.problems]).toEqual([1, []]);
    expect((await history(id, 'ksef')).filter((t: string) => t === 'SubmissionQueued')).toHaveLength(1);
  });

  it('a run that gives up while NAV still processes keeps its reference: "send again" asks NAV first and sends nothing twice', async () => {
    process.env.TD_SUBMISSION_ATTEMPTS = '3';
    try {
      const { s, clientId } = await company('HU', 'nav', 'nav-slow', { processingPolls: 5 });
      const id = await issue('HU', 'nav-slow', clientId);
      const row = await settled(id, 'nav');
      expect([row.status, row.reference, row.message]).toEqual(['failed', expect.stringMatching(/^4Q2JSOXL/), expect.stringMatching(/Gave up after 3 requests/)]);
      s.control.processingPolls = 0;
      await ok('POST', `/invoicing/invoices/${id}/submissions`, { office: 'nav' });
      expect((await settled(id, 'nav')).status).toBe('accepted');
      expect([s.received.length, s.problems]).toEqual([1, []]);
      expect((await history(id, 'nav')).filter((t: string) => t === 'SubmissionSent')).toHaveLength(1);
    } finally {
      delete process.env.TD_SUBMISSION_ATTEMPTS;
    }
  });

  it.each([
    ['PE', 'sunat'],
    ['EC', 'sri'],
  ] as const)('%s to %s with the company\'s uploaded certificate: the document goes signed, the signature verifies and the stand-in checks the signed XML', async (country, office) => {
    const setupId = `${office}-signed`;
    const { s, clientId } = await company(country, office, setupId);
    const cert = testCertificate(`Firma ${office}`);
    await ok('POST', `/invoicing/setups/${setupId}/certificate`, { fileName: 'firma.p12', file: p12Of(cert, 'clave'), password: 'clave' });
    const id = await issue(country, setupId, clientId);
    const row = await settled(id, office);
    expect({ problems: s.problems, status: row.status }).toEqual({ problems: [], status: 'accepted' });
    const sent = s.received[0]!.content;
    expect(sent).toMatch(/<(?:ds:)?SignatureValue>/);
    expect(verifyXmlSignature(sent, cert.certificatePem)).toBe(true);
    expect(verifyXmlSignature(sent, testCertificate('Another').certificatePem)).toBe(false);
  });

  it('submission off: the invoice is issued and printable, nothing is queued; the settings never answer a secret', async () => {
    const { s, clientId } = await company('PL', 'ksef', 'ksef-off');
    await ok('PUT', '/invoicing/submission/settings/ksef-off', { offices: { ksef: { mode: 'off', baseUrl: standInBaseUrl(s), credentials: {} } } });
    const id = await issue('PL', 'ksef-off', clientId);
    expect((await read(`/invoicing/invoices/${id}`)).number).toMatch(/^FV\/\d{4}\/\d{2}\/0001$/);
    await new Promise((r) => setTimeout(r, 300));
    expect((await read(`/invoicing/submissions?documentId=${id}`)).rows).toEqual([]);
    expect(s.requests).toEqual([]);
    const refused = await call('POST', `/invoicing/invoices/${id}/submissions`, { office: 'ksef' });
    expect([refused.status, refused.body.error?.reason]).toEqual([422, 'submission_off']);
    expect(await ok('POST', `/invoicing/invoices/${id}/submissions`, {})).toMatchObject({ queued: [] });
    const view = await read('/invoicing/submission/settings/ksef-off');
    expect(view.offices).toEqual([{ office: 'ksef', mode: 'off', baseUrl: standInBaseUrl(s), credentials: [{ name: 'token', set: true }] }]);
    expect(JSON.stringify(view)).not.toContain(s.credentials.token);
    // Nor does the log or the read model hold it in clear: credentials are sealed before they are recorded.
    const logged = await api.platform.db.query<{ data: unknown }>(`select data from es.events where stream_id = 'einvoicesettings-ksef-off'`);
    expect(logged.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged.rows)).not.toContain(s.credentials.token);
    expect(JSON.stringify(logged.rows)).toMatch(/"token":"v1:/);
    expect(JSON.stringify((await api.platform.db.query(`select * from rm.invoice_submission_settings`)).rows)).not.toContain(s.credentials.token);
    // The same token saved again records nothing (its sealed text is kept).
    const again = await call('PUT', '/invoicing/submission/settings/ksef-off', { offices: { ksef: { mode: 'off', baseUrl: standInBaseUrl(s), credentials: { token: s.credentials.token } } } });
    expect([again.status, again.body.data.changed]).toEqual([200, false]);
  });

  it('bad settings are refused and record nothing: an office of another country, a missing credential', async () => {
    const wrong = await call('PUT', '/invoicing/submission/settings/ksef-off', { offices: { nav: { mode: 'sandbox', credentials: { login: 'x', password: 'y', signKey: 'z', exchangeKey: 'w' } } } });
    expect([wrong.status, wrong.body.error?.reason]).toEqual([422, 'office_not_for_country']);
    const unknownField = await call('PUT', '/invoicing/submission/settings/ksef-off', { offices: { ksef: { mode: 'sandbox', credentials: { password: 'x' } } } });
    expect(unknownField.status).toBe(400);
    const missing = await call('PUT', '/invoicing/submission/settings/ksef-off', { offices: { ksef: { mode: 'production', credentials: { token: '' } } } });
    expect([missing.status, missing.body.error?.reason]).toEqual([422, 'credential_missing']);
  });
});
