import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { testCertificate } from '../e-documents/testing/test-certificate.js';
import { fetchHttp } from './http.js';
import { OfficeRefusedConnection, OfficeUnanswered, OfficeUnavailable } from './offices/office.port.js';
import { standInCa } from './testing/stand-in.js';

/** How the carrier tells "surely not delivered" (send again) from "no answer" (ask the office first). */
describe('the submission HTTP carrier', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/hang') return; // takes the request, never answers
      if (req.url === '/busy') return void res.writeHead(429).end();
      if (req.url === '/down') return void res.writeHead(502).end('Bad Gateway');
      if (req.url === '/fault') return void res.writeHead(500, { 'content-type': 'text/xml' }).end('<?xml version="1.0"?><S:Envelope><S:Body><S:Fault/></S:Body></S:Envelope>');
      res.writeHead(200, { 'x-office': 'yes' }).end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  });

  it('answers status, headers and body', async () => expect(await fetchHttp(1000)({ method: 'GET', url: `${base}/`, headers: {} })).toMatchObject({ status: 200, body: 'ok', headers: { 'x-office': 'yes' } }));
  it('no answer in time: unanswered (the office may have it)', () => expect(fetchHttp(200)({ method: 'POST', url: `${base}/hang`, headers: {}, body: 'x' })).rejects.toBeInstanceOf(OfficeUnanswered));
  it('a 5xx without a body the office writes: unanswered', () => expect(fetchHttp(1000)({ method: 'POST', url: `${base}/down`, headers: {} })).rejects.toBeInstanceOf(OfficeUnanswered));
  it('429: unavailable (surely not taken)', () => expect(fetchHttp(1000)({ method: 'POST', url: `${base}/busy`, headers: {} })).rejects.toBeInstanceOf(OfficeUnavailable));
  it('a refused connection: unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(fetchHttp(1000)({ method: 'POST', url: `http://127.0.0.1:${port}/`, headers: {} })).rejects.toBeInstanceOf(OfficeUnavailable);
  });
  it('a SOAP fault with 500 reaches the adapter', async () => expect((await fetchHttp(1000)({ method: 'POST', url: `${base}/fault`, headers: {} })).status).toBe(500));
});

/** Mutual TLS (AEAT): the company's certificate on the connection; a refused handshake is told apart from "no answer". */
describe('the submission HTTP carrier over mutual TLS', () => {
  let server: ReturnType<typeof createHttpsServer>;
  let base = '';
  const ca = standInCa();
  beforeAll(async () => {
    server = createHttpsServer({ cert: ca.server.certificatePem, key: ca.server.privateKeyPem, ca: ca.pem, requestCert: true, rejectUnauthorized: true }, (req, res) => {
      if (req.url === '/hang') return;
      res.writeHead(200).end(`hello ${(req.socket as TLSSocket).getPeerCertificate().subject.CN}`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  });
  const company = ca.issue('Distribuciones Tajo S.L.');

  it('presents the company certificate: the office knows who calls', async () =>
    expect((await fetchHttp(2000, { extraCaPem: ca.pem })({ method: 'POST', url: `${base}/`, headers: {}, body: 'x', clientCertificate: company })).body).toBe('hello Distribuciones Tajo S.L.'));
  it('a certificate the office does not accept: refused connection, not "no answer"', () =>
    expect(fetchHttp(2000, { extraCaPem: ca.pem })({ method: 'POST', url: `${base}/`, headers: {}, body: 'x', clientCertificate: testCertificate('Stranger') })).rejects.toBeInstanceOf(OfficeRefusedConnection));
  it("an office whose own certificate is not trusted: refused connection, nothing sent", () =>
    expect(fetchHttp(2000)({ method: 'POST', url: `${base}/`, headers: {}, body: 'x', clientCertificate: company })).rejects.toThrow(/is not trusted/));
  it('no answer in time over mutual TLS: unanswered', () =>
    expect(fetchHttp(300, { extraCaPem: ca.pem })({ method: 'POST', url: `${base}/hang`, headers: {}, body: 'x', clientCertificate: company })).rejects.toBeInstanceOf(OfficeUnanswered));
});
