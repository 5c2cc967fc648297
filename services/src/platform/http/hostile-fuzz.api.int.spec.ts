import { parse as parseQuery } from 'node:querystring';
import { ModulesContainer } from '@nestjs/core';
import fc from 'fast-check';
import { z } from 'zod';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import type { EndpointOptions } from './endpoint.js';
import { routesOf } from './routes-of.js';

/**
 * R5 fuzzing: every operation of the API, signed in as Root, gets inputs that fast-check derives
 * from the operation's own zod schemas (as JSON schema) and that are each invalid on purpose: a
 * NUL or lone surrogate somewhere, a body that is not JSON, a body or query its schema refuses,
 * or an id that names nothing. The API must answer every one with a 4xx in the envelope and
 * append nothing. Reads (GET) may also get inputs their schema accepts: they append nothing anyway.
 */

const SEED = 20260609;
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 12);

interface Operation {
  method: string;
  path: string;
  params: string[];
  opts: EndpointOptions;
}

/** Every route Nest registered that has @Endpoint options (its zod schemas). */
const operationsOf = (api: ApiHarness): Operation[] =>
  routesOf(api.app.get(ModulesContainer)).flatMap((r) => (r.opts ? [{ method: r.method, path: r.path, params: r.params, opts: r.opts }] : []));

// ---- values ---------------------------------------------------------------------------------

const POISON = ['\u0000', '\ud800', '\udc00', 'a\u0000', '\udbff\u0000'];
const ODD_STRINGS = [
  '', ' ', "'", '"', "'; drop table es.events; --", '%', '%_\\', '\\', '..', '../../etc/passwd', '/', '?', '#', '&', '=', '+', '*',
  '\u202e', '😀', '\ufeff', '\u00a0', 'Ω≈ç√', 'ｆｕｌｌ', 'a'.repeat(5000), '1e999', '-1', '0', '-0', 'NaN', 'Infinity', '0x1f',
  '99999999999999999999999999999', '-99999999999999999999', '0.000000000000000000000001', '12,5', '1 000', '2026-02-30', '9999-12-31',
  '0000-00-00', '+275760-09-13T00:00:00.000Z', '10000-01-01', '1970-01-01T00:00:00Z', 'null', 'true', '[]', '{}', '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000', '3f2504e0-4f89-11d3-9a0c-0305e82c3301', '${x}', '{{x}}', '$1', 'Robert\'); --', 'a b', '\t\n',
];
const EXTREME_NUMBERS = [0, -0, -1, 1.5, 0.1, 2 ** 31, 2 ** 53 + 2, 2 ** 63, 2 ** 64, 1e21, 1e308, -1e308, 5e-324, -(2 ** 63), 9007199254740993];
const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1e308, '', 'x', [], {}, [null], { a: 1 }, [[[]]]];

const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
);
const numberish = fc.oneof(fc.constantFrom(...EXTREME_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
const poisonString = fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...POISON), fc.string({ maxLength: 8 })).map(([a, p, b]) => a + p + b);

type JsonSchema = Record<string, any>;

/** A value for a JSON-schema node: the right type at its edges, or a wrong type. */
function valueFor(node: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  const wrong = fc.constantFrom(...WRONG_TYPES);
  if (!node || depth > 4) return fc.oneof(wrong, oddString, numberish);
  const alternatives = node.anyOf ?? node.oneOf;
  if (Array.isArray(alternatives) && alternatives.length) return fc.oneof(...alternatives.map((a: JsonSchema) => valueFor(a, depth + 1)), wrong);
  if (Array.isArray(node.enum)) return fc.oneof(fc.constantFrom(...node.enum), oddString, wrong);
  if (node.const !== undefined) return fc.oneof(fc.constant(node.const), oddString, wrong);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string':
      return fc.oneof({ weight: 4, arbitrary: oddString }, { weight: 1, arbitrary: wrong });
    case 'number':
    case 'integer':
      return fc.oneof({ weight: 4, arbitrary: numberish }, { weight: 1, arbitrary: oddString }, { weight: 1, arbitrary: wrong });
    case 'boolean':
      return fc.oneof(fc.boolean(), oddString, wrong);
    case 'array':
      return fc.oneof({ weight: 3, arbitrary: fc.array(valueFor(node.items, depth + 1), { maxLength: 4 }) }, { weight: 1, arbitrary: wrong });
    case 'object':
      return fc.oneof({ weight: 4, arbitrary: objectFor(node, depth + 1) }, { weight: 1, arbitrary: wrong });
    default:
      return fc.oneof(wrong, oddString, numberish);
  }
}

/** Some of the schema's fields (any may be missing or odd), sometimes an unknown one too. */
function objectFor(node: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries<JsonSchema>(node.properties ?? {});
  const fields = Object.fromEntries(props.map(([k, v]) => [k, valueFor(v, depth)]));
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valueFor(undefined, depth + 1), { maxKeys: 2 }), { nil: undefined }))
    .map(([known, extra]) => ({ ...known, ...extra }));
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

// ---- requests -------------------------------------------------------------------------------

interface Case {
  kind: 'poison' | 'encoding' | 'schema' | 'ids' | 'read';
  params: Record<string, string>;
  query: [string, string][];
  body?: string;
  contentType?: string;
}

/** Percent-encodes any string, including a lone surrogate (as the bytes a careless encoder would send). */
function encodeLoose(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => '%' + b.toString(16).toUpperCase()).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const urlOf = (op: Operation, c: Case) => {
  let path = op.path;
  for (const p of op.params) path = path.replace(`:${p}`, encodeLoose(c.params[p] ?? 'x'));
  const qs = c.query.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
  return qs ? `${path}?${qs}` : path;
};

const hasPoison = (s: string) => /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
const FORM_TYPES = ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'];
const OTHER_TYPES = ['application/xml', 'text/html', 'application/octet-stream-x', 'image/svg+xml'];

/**
 * Would the API's validation refuse this case before any handler runs? What makes each non-read
 * case invalid, checked here with the endpoint's own zod schemas, so "nothing appended" means
 * something: the case is one the API must refuse, not one it may carry out.
 */
function refusedByValidation(op: Operation, c: Case): boolean {
  if (Object.values(c.params).some(hasPoison) || c.query.some(([k, v]) => hasPoison(k) || hasPoison(v))) return true;
  if (c.body !== undefined && hasPoison(c.body)) return true;
  const json = c.contentType?.startsWith('application/json');
  if (op.opts.body && c.contentType !== undefined && !json) return true;
  if (c.body !== undefined && c.contentType === undefined) return true;
  if (c.contentType && FORM_TYPES.includes(c.contentType)) return true;
  if (op.opts.body) {
    let parsed: unknown = {};
    try {
      if (c.body !== undefined) parsed = JSON.parse(c.body);
    } catch {
      return true;
    }
    if (!op.opts.body.safeParse(parsed ?? {}).success) return true;
  }
  if (op.opts.query) {
    const q: Record<string, unknown> = { ...parseQuery(c.query.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&')) };
    delete q.waitFor;
    delete q._t;
    if (!op.opts.query.safeParse(q).success) return true;
  }
  return false;
}

function casesFor(op: Operation): fc.Arbitrary<Case> {
  const bodySchema = jsonSchemaOf(op.opts.body);
  const querySchema = jsonSchemaOf(op.opts.query);
  const params = fc.record(Object.fromEntries(op.params.map((p) => [p, oddString.filter((s) => s.length > 0)])));
  const queryProps = Object.entries<JsonSchema>(querySchema?.properties ?? {});
  const queryValue = (node: JsonSchema | undefined) =>
    valueFor(node, 0).map((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v) ?? ''));
  const query = fc
    .tuple(
      fc.subarray(queryProps).chain((chosen) => (chosen.length ? fc.tuple(...chosen.map(([k, v]) => queryValue(v).map((val) => [k, val] as [string, string]))) : fc.constant([] as [string, string][]))),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom('waitFor', '_t', 'unknownField', ...queryProps.map(([k]) => k)), fc.string({ maxLength: 8 })), oddString), { maxLength: 2 }),
    )
    .map(([known, extra]) => [...known, ...extra]);
  const body = bodySchema ? objectFor(bodySchema, 0).map((b) => JSON.stringify(b)) : fc.constant(undefined);
  const base = fc.record({ params, query, body });
  const reads = op.method === 'GET';

  const poison = fc
    .tuple(base, fc.constantFrom('param', 'query', 'queryKey', 'body', 'bodyKey'), poisonString)
    .map(([b, where, bad]): Case => {
      const c: Case = { kind: 'poison', params: { ...b.params }, query: [...b.query], body: b.body, contentType: 'application/json' };
      if (where === 'param' && op.params.length) c.params[op.params[0]!] = bad;
      else if (where === 'query' || reads || where === 'param') c.query.push(['search', bad]);
      else if (where === 'queryKey') c.query.push([bad, 'x']);
      else {
        const obj = c.body ? JSON.parse(c.body) : {};
        const target = obj && typeof obj === 'object' && !Array.isArray(obj) ? obj : {};
        if (where === 'bodyKey') target[bad] = 1;
        else target[Object.keys(target)[0] ?? 'field'] = bad;
        c.body = JSON.stringify(target);
      }
      return c;
    });
  const encoding = fc
    .tuple(base, fc.constantFrom(...FORM_TYPES, ...(op.opts.body ? OTHER_TYPES : []), undefined), fc.constantFrom('{}', 'a=1&b=2', '<x/>', '{"a":1}'))
    .map(([b, contentType, text]): Case => ({ kind: 'encoding', params: b.params, query: [], body: contentType === undefined ? text : b.body ?? text, contentType }));
  const schema = base.map((b): Case => ({ kind: 'schema', params: b.params, query: b.query, body: b.body, contentType: b.body === undefined ? undefined : 'application/json' }));
  const ids = params.map((p): Case => ({ kind: 'ids', params: p, query: [], body: op.opts.body ? '{}' : undefined, contentType: op.opts.body ? 'application/json' : undefined }));

  const kinds: fc.Arbitrary<Case>[] = [poison];
  if (!reads) kinds.push(encoding);
  if (op.opts.body || op.opts.query || reads) kinds.push(schema);
  if (op.params.length) kinds.push(ids);
  return fc.oneof(...kinds).map((c) => (reads ? { ...c, kind: c.kind === 'poison' ? c.kind : ('read' as const), body: undefined, contentType: undefined } : c));
}

describe('R5 fuzzing: hostile input on every operation', () => {
  let api: ApiHarness;
  let token: string;
  let operations: Operation[];

  const eventCount = async () => (await api.platform.db.query<{ n: number }>('select count(*)::int as n from es.events')).rows[0]!.n;

  beforeAll(async () => {
    api = await startApi();
    token = await api.login('root', ROOT_PASSWORD);
    operations = operationsOf(api);
  });
  afterAll(() => api?.close());

  it('no answer is a 5xx or outside the envelope, and nothing is appended', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const before = await eventCount();
    const failures: string[] = [];
    const skipped: string[] = [];
    let sent = 0;
    for (const [i, op] of operations.entries()) {
      const cases = fc.sample(casesFor(op), { seed: SEED + i, numRuns: RUNS_PER_OPERATION });
      for (const c of cases) {
        // A command case its schema would accept might legitimately act: not sent.
        if (op.method !== 'GET' && !refusedByValidation(op, c) && c.kind !== 'ids') {
          skipped.push(`${op.method} ${op.path} ${c.kind}`);
          continue;
        }
        const headers: Record<string, string> = { 'X-Auth-Token': token };
        if (c.contentType) headers['Content-Type'] = c.contentType;
        const url = urlOf(op, c);
        const res = await fetch(api.base + url, { method: op.method, headers, body: c.body });
        sent++;
        const text = await res.text();
        let envelope: any = null;
        try {
          envelope = JSON.parse(text);
        } catch {
          /* reported below */
        }
        const binary = op.path.endsWith('/images/:imageId') && res.status === 200;
        const inEnvelope = binary || (envelope && typeof envelope === 'object' && envelope.status === res.status && 'error' in envelope);
        if (res.status >= 500 || !inEnvelope) {
          failures.push(`${op.method} ${op.path} [${c.kind}] ${url.slice(0, 160)} ${c.contentType ?? ''} ${(c.body ?? '').slice(0, 120)} -> ${res.status} ${(envelope?.error?.message ?? text).slice(0, 160)}`);
        }
      }
    }
    if (process.env.SHOW_FUZZ) console.log(`sent ${sent}, skipped ${skipped.length}, appended ${(await eventCount()) - before}\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
    expect(await eventCount()).toBe(before);
    // The fuzz really reached every operation with several cases.
    expect(sent).toBeGreaterThan(operations.length * (RUNS_PER_OPERATION / 2));
    // Every operation of the app in one test: it grows with the API, and a loaded machine doubles it.
  }, 600_000);
});
