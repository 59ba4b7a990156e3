import { access, defineContract, query } from '@simrs/validators/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { modules } from '../src/modules/index';
import { defineModule, implement, type ModuleDeps } from '../src/platform/module';
import { buildRegistry } from '../src/platform/registry';
import { client, createTestApp, DISPLAY_TOKEN, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  token = await api.login('superadmin');
});
afterAll(async () => {
  await ctx.close();
});

/** Every name an object inherits: what a lookup by `obj[name]` would wrongly find. */
const inherited = [
  ...Object.getOwnPropertyNames(Object.prototype),
  ...Object.getOwnPropertyNames(Function.prototype),
  'prototype',
];

describe('dispatch never finds inherited names', () => {
  it('as a module, a page, a do-type and a display screen: 404 or 400, never 500 or 200', async () => {
    for (const name of inherited) {
      const enc = encodeURIComponent(name);
      const asModule = await api.get(`/get/${enc}`, token);
      expect([404], `GET /get/${name}`).toContain(asModule.statusCode);
      const asPage = await api.get(`/get/Poli/${enc}`, token);
      expect([404], `GET /get/Poli/${name}`).toContain(asPage.statusCode);
      const asSettingsPage = await api.get(`/get/StaticSettings/${enc}`, token);
      expect([404], `GET /get/StaticSettings/${name}`).toContain(asSettingsPage.statusCode);
      const asDoModule = await api.do(name, { type: 'add' }, token);
      expect([404], `POST /do/${name}`).toContain(asDoModule.statusCode);
      const asDoType = await api.do('Antrean', { type: name }, token);
      expect([400], `do-type ${name}`).toContain(asDoType.statusCode);
      const asResourceType = await api.do('Poli', { type: name }, token);
      expect([400], `Poli do-type ${name}`).toContain(asResourceType.statusCode);
      const asScreen = await api.raw({
        method: 'POST',
        url: `/api/bo/display/${enc}`,
        headers: { 'x-display-token': DISPLAY_TOKEN, 'content-type': 'application/json' },
        payload: JSON.stringify({ echo: 'body' }),
      });
      expect([404], `POST /display/${name}`).toContain(asScreen.statusCode);
      expect(asScreen.raw).not.toContain('echo');
    }
  });
});

describe('the registry', () => {
  const deps = () =>
    ({ ...ctx.app, config: ctx.config, clock: { now: () => new Date() } }) as unknown as ModuleDeps;
  const probe = defineContract({
    module: 'Probe',
    context: 'probe',
    menu: null,
    queries: { read: query({ input: z.object({}), access: access.resolved('view', 'x') }) },
  });
  const probeModule = (context = 'probe') =>
    defineModule({
      context,
      implementations: () => [implement(probe, { queries: { read: async () => ({}) } })],
    });

  it('builds from the product modules', () => {
    const registry = buildRegistry(modules, deps());
    expect(registry.modules.get('Antrean')?.commands.has('panggil')).toBe(true);
    expect(registry.modules.get('constructor')).toBeUndefined();
    expect(registry.displays.get('ambil-tiket')?.contract.module).toBe('Antrean');
  });

  it('refuses two modules of one context, or two answering one wire module, at start', () => {
    expect(() => buildRegistry([probeModule(), probeModule()], deps())).toThrow(
      /two modules named/,
    );
    const twin = defineModule({
      context: 'probe-twin',
      implementations: () => [implement(probe, { queries: { read: async () => ({}) } })],
    });
    expect(() => buildRegistry([twin], deps())).toThrow(/a contract of probe/);
    expect(() => buildRegistry([...modules, ...modules], deps())).toThrow(/two modules/);
  });

  it('refuses an implementation missing a handler', () => {
    const broken = defineModule({
      context: 'probe',
      implementations: () => [implement(probe, { queries: {} as never })],
    });
    expect(() => buildRegistry([broken], deps())).toThrow(/no handler for the query read/);
  });
});

describe('the transaction scope of a command', () => {
  it('refuses a statement on the database itself inside it, at once (no deadlock)', async () => {
    const { withinTransaction, OutsideTransactionError } = await import('../src/db/scope');
    const db = ctx.handle.db;
    await expect(
      db.transaction().execute((trx) =>
        withinTransaction('Probe run', async () => {
          await trx.selectFrom('users').select('id').limit(1).execute();
          return db.selectFrom('users').select('id').limit(1).execute();
        }),
      ),
    ).rejects.toBeInstanceOf(OutsideTransactionError);
    // Outside the scope the database answers as usual.
    expect((await db.selectFrom('users').select('id').limit(1).execute()).length).toBe(1);
  });
});
