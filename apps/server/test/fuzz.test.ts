import { resources } from '@simrs/validators/resources';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, client, createTestApp, type TestContext } from './helpers';

const HOSTILE = [
  "'; drop table users; --",
  "' or '1'='1",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  `\${7*7}{{7*7}}`,
  '../../../../etc/passwd',
  '\u0000\u0001\u0002',
  '%00%27%22',
  "Robert'); DELETE FROM m_poli;--",
  'ﷺ𝕳𝖊𝖑𝖑𝖔 🏥',
  '\\x27\\x22',
];

const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 600 });

/** Keeps a fuzzed value from being a valid record id (a valid delete would rightly succeed). */
function notAnId(v: unknown): unknown {
  if (typeof v === 'number' && Number.isInteger(v) && v > 0) return -v;
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return `x${v}`;
  return v;
}

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;

/** A fingerprint of every row of every resource table, the users and the audit log size. */
async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of [...resources.map((r) => r.table), 'sessions', 'push_tokens']) {
    const r = await sql<{
      h: string | null;
      n: number;
    }>`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h,
      count(*)::int as n from ${sql.table(table)} t`.execute(ctx.handle.db);
    parts.push(`${table}:${r.rows[0]?.n}:${r.rows[0]?.h}`);
  }
  const audit = await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(
    ctx.handle.db,
  );
  parts.push(`audit:${audit.rows[0]?.n}`);
  return parts.join('\n');
}

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('x'.repeat(5000), 'ǅ'.repeat(3000)),
);
const anyValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 2 ** 31, '99999999999999999999'),
);

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
});
afterAll(async () => {
  await ctx?.close();
});

describe('fuzz: no 5xx and no row changed', () => {
  it('malformed bodies and envelopes', async () => {
    const before = await fingerprint();
    const body = fc.oneof(
      fc.string({ maxLength: 200 }).map((s) => ({ ct: 'application/json', payload: s })),
      fc.json().map((j) => ({ ct: 'application/json', payload: j })),
      fc
        .anything()
        .map((a) => ({ ct: 'application/json', payload: JSON.stringify({ data: a }) ?? '' })),
      fc
        .base64String({ maxLength: 400 })
        .map((b) => ({ ct: 'application/json', payload: JSON.stringify({ data: b }) })),
      fc
        .record({
          ciphertext: fc.base64String(),
          salt: fc.oneof(hex, fc.constant('ab'.repeat(256))),
          iv: fc.oneof(hex, fc.constant('00'.repeat(16))),
        })
        .map((o) => ({
          ct: 'application/json',
          payload: JSON.stringify({ data: Buffer.from(JSON.stringify(o)).toString('base64') }),
        })),
      fc.string({ maxLength: 50 }).map((s) => ({ ct: 'text/plain', payload: s })),
      fc
        .string({ maxLength: 50 })
        .map((s) => ({ ct: 'application/x-www-form-urlencoded', payload: `data=${s}` })),
      fc.constant({ ct: 'application/json', payload: '{"__proto__":{"admin":true},"data":"x"}' }),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('Poli', 'Users', 'Auth', 'UserLevel', 'Nope'),
        async (b, module) => {
          const res = await api.raw({
            method: 'POST',
            url: `/api/bo/do/${module}?token=${admin}`,
            headers: { 'x-simrs-key': API_KEY, 'content-type': b.ct },
            payload: b.payload,
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.body.status).toBe('error');
        },
      ),
      { numRuns: 150 },
    );
    expect(await fingerprint()).toBe(before);
  });

  it('wrong types and hostile strings in every field of every resource', async () => {
    const before = await fingerprint();
    const resourceArb = fc.constantFrom(...resources);
    await fc.assert(
      fc.asyncProperty(
        resourceArb,
        fc.constantFrom('add', 'update', 'delete', 'status', 'nope', 'login'),
        fc.array(anyValue, { minLength: 8, maxLength: 8 }),
        async (resource, type, values) => {
          const payload: Record<string, unknown> = { type };
          resource.fields.forEach((f, i) => {
            payload[f.name] = values[i % values.length];
          });
          // Every payload is broken somewhere: a required field missing or an id/version of the wrong kind.
          const required = resource.fields.find((f) => f.required);
          if (required) delete payload[required.name];
          payload.id = notAnId(values[0]);
          payload.version = values[1];
          payload.status = values[2];
          const res = await api.do(resource.key, payload, admin);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
    expect(await fingerprint()).toBe(before);
  });

  it('hostile list queries (search, sort, paging, filters, path)', async () => {
    const before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...resources.map((r) => r.key), 'AuditTrail'),
        fc.dictionary(
          fc.constantFrom(
            'page',
            'shown',
            'search',
            'sortByField',
            'sortByType',
            'status',
            'levelId',
            'kelasId',
            'sex',
            'from',
            'to',
            'userId',
            'module',
            'export',
            'download',
          ),
          hostileString,
          { maxKeys: 6 },
        ),
        fc.option(fc.constantFrom('edit', 'detail', 'add', "1' or 1=1", '%2e%2e'), {
          nil: undefined,
        }),
        fc.option(hostileString, { nil: undefined }),
        async (module, query, slug, id) => {
          const path = `/get/${module}${slug ? `/${encodeURIComponent(slug)}` : ''}${slug && id ? `/${encodeURIComponent(id)}` : ''}`;
          const q: Record<string, string> = { ...query };
          delete q.export;
          const res = await api.get(path, admin, q);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
    expect(await fingerprint()).toBe(before);
  });

  it('stores hostile text verbatim (parameterised SQL) and returns it as data, not markup', async () => {
    const name = "Poli '); DELETE FROM m_poli;--";
    const add = await api.do('Poli', { type: 'add', code: 'SQLI', name }, admin);
    expect(add.statusCode).toBe(200);
    const found = await api.get('/get/Poli', admin, { search: "'); DELETE" });
    expect((found.body.data?.list ?? []).map((r) => r.name)).toEqual([name]);
    // Markup is text like any other: the cleaner drops '/' (spec 5), the rest is stored and
    // comes back as JSON data, never as markup.
    const html = await api.do(
      'Poli',
      { type: 'add', code: 'HTML', name: '<script>alert(1)</script>' },
      admin,
    );
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^application\/json/);
    expect(html.body.data?.record?.name).toBe('<script>alert(1)<script>');
    const total = await sql<{ n: number }>`select count(*)::int as n from m_poli`.execute(
      ctx.handle.db,
    );
    expect(total.rows[0]?.n).toBe(12);
  });
});
