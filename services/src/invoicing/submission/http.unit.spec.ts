import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchHttp } from './http.js';
import { OfficeUnanswered, OfficeUnavailable } from './offices/office.port.js';

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
