import { DEFAULT_COMPANY_SETTINGS } from '@tradedesk/contracts/settings/company-settings';
import { loadConfig } from '../config/config.js';
import { createPlatform, type Platform } from '../platform.js';
import { ADAPTERS, type TestDatabase } from '../testing/test-db.js';
import { numberCounter, numberDay } from './document-numbers.js';
import { NumberedDocumentWriter } from './numbered-document.writer.js';

/**
 * Document numbers under concurrency, on PostgreSQL and on the embedded store: never given
 * twice, never a conflict for a new document; a gapless series (invoices) has no hole even when
 * a document in the middle is refused; the counters can be rebuilt from the log.
 */
describe.each(ADAPTERS)('document numbers (%s)', (_name, fresh) => {
  let t: TestDatabase;
  let platform: Platform;
  let writer: NumberedDocumentWriter;
  let n = 0;
  const env = () => ({ userId: 'u1', commandId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` });
  const today = () => numberDay(new Date(), DEFAULT_COMPANY_SETTINGS.SystemTimeZone);
  const events = async () => Number((await platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const newDoc = (prefix: string, gapless: boolean, refuse = false) => {
    const id = `doc-${++n}`;
    return writer.create(
      prefix,
      `test-doc-${id}`,
      id,
      env(),
      async (number) => {
        if (refuse) throw new Error('refused by the decision');
        return [{ type: 'TestDocumentCreated', data: { number } }];
      },
      { gapless },
    );
  };

  beforeAll(async () => {
    t = await fresh();
    platform = await createPlatform(loadConfig({ ROOT_PASSWORD: 'root-pass-123', LOG_LEVEL: 'silent' } as any), { db: t.db, migrate: true });
    writer = new NumberedDocumentWriter(platform.runtime, platform.db);
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    await t?.drop().catch(() => undefined); // the platform closed the database already
  });

  it('20 concurrent issuers of a gapless series: 1..20, no gap, no duplicate, no conflict', async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => newDoc('GL', true)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const numbers = results.map((r) => (r as PromiseFulfilledResult<{ number: string }>).value.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `GL-${today()}-${String(i + 1).padStart(4, '0')}`));
  });

  it('a gapless document refused in the middle gives its number back and writes nothing', async () => {
    const before = await events();
    const settled = await Promise.allSettled([newDoc('GR', true), newDoc('GR', true, true), newDoc('GR', true), newDoc('GR', true, true), newDoc('GR', true)]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    const numbers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.number] : [])).sort();
    expect(numbers).toEqual([1, 2, 3].map((i) => `GR-${today()}-000${i}`));
    expect(await events()).toBe(before + 3);
  });

  it('other series: a document refused at a quiet moment gives its number back', async () => {
    expect((await newDoc('QU', false)).number).toBe(`QU-${today()}-0001`);
    await expect(newDoc('QU', false, true)).rejects.toThrow('refused by the decision');
    expect((await newDoc('QU', false)).number).toBe(`QU-${today()}-0002`);
  });

  it('other series: concurrent documents never collide; a refused one writes no event', async () => {
    const before = await events();
    const settled = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => newDoc('OR', false, i === 7)));
    expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(1);
    const numbers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.number] : []));
    expect(new Set(numbers).size).toBe(19);
    for (const x of numbers) expect(x).toMatch(new RegExp(`^OR-${today()}-(000[1-9]|001[0-9]|0020)$`));
    expect(await events()).toBe(before + 19);
  });

  it('a retried command keeps its number and takes no other', async () => {
    const e = env();
    const decide = async (number: string) => [{ type: 'TestDocumentCreated', data: { number } }];
    const first = await writer.create('RT', 'test-doc-retry', 'retry', e, decide);
    const again = await writer.create('RT', 'test-doc-retry', 'retry', e, decide);
    expect(again).toMatchObject({ number: first.number, duplicate: true });
    expect((await newDoc('RT', false)).number).toBe(`RT-${today()}-0002`);
  });

  it('the counters are rebuilt from the numbers the documents carry (a restored log)', async () => {
    await platform.db.query('delete from es.counters');
    await platform.db.query('select es.recount_document_numbers()');
    const { rows } = await platform.db.query<{ value: string }>('select value::text as value from es.counters where name = $1', [numberCounter('GL', today())]);
    expect(rows[0].value).toBe('20');
    expect((await newDoc('GL', true)).number).toBe(`GL-${today()}-0021`);
  });
});
