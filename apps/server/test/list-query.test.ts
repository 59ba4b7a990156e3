/**
 * The list query parameters `sorting` and `delete` (spec 2.1; docs/decisions.md, 13) through the
 * real server: the combined sort as an alias, and a delete that keeps the list's position.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
});
afterAll(async () => {
  await ctx?.close();
});

type Page = { list: { id: number; code: string }[]; total: number; page: number; lastPage: number };
const page = (res: { body: { data?: unknown } }) => res.body.data as Page;

describe("'sorting'", () => {
  it('sorts like sortByField and sortByType', async () => {
    const alias = page(await api.get('/get/Poli', admin, { sorting: 'code,desc', shown: '30' }));
    const explicit = page(
      await api.get('/get/Poli', admin, { sortByField: 'code', sortByType: 'desc', shown: '30' }),
    );
    const codes = alias.list.map((r) => r.code);
    expect(codes.length).toBeGreaterThan(3);
    expect(codes).toEqual(explicit.list.map((r) => r.code));
    expect(codes).toEqual([...codes].sort().reverse());
  });

  it('refuses an unknown column or a contradiction with 422 on sorting', async () => {
    const unknown = await api.get('/get/Poli', admin, { sorting: 'password,asc' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['sorting']);
    const contradiction = await api.get('/get/Poli', admin, {
      sorting: 'code,desc',
      sortByField: 'name',
    });
    expect(contradiction.statusCode).toBe(422);
    expect(contradiction.body.errors?.sorting).toEqual([
      'Urutan (sorting) bertentangan dengan sortByField/sortByType.',
    ]);
  });
});

describe("'delete'", () => {
  it('answers the last page when the row deleted was alone on the page asked for', async () => {
    // Agama: a small master; make its count end one row into a new page of 10.
    const first = page(await api.get('/get/Agama', admin, { shown: '10' }));
    const extra = 11 - (first.total % 10 || 10);
    const added: number[] = [];
    for (let i = 0; i < extra; i++) {
      const res = await api.do('Agama', { type: 'add', name: `Agama Uji ${i}` }, admin);
      expect(res.statusCode).toBe(200);
      added.push((res.body.data as { record: { id: number } }).record.id);
    }
    const before = page(
      await api.get('/get/Agama', admin, {
        shown: '10',
        sortByField: 'createdAt',
        sortByType: 'asc',
      }),
    );
    expect(before.total % 10).toBe(1);
    const last = before.lastPage;
    const alone = page(
      await api.get('/get/Agama', admin, {
        shown: '10',
        sortByField: 'createdAt',
        sortByType: 'asc',
        page: String(last),
      }),
    );
    expect(alone.list).toHaveLength(1);
    const lastRow = alone.list[0]?.id as number;
    const del = await api.do('Agama', { type: 'delete', id: lastRow }, admin);
    expect(del.statusCode).toBe(200);

    const query = { shown: '10', sortByField: 'createdAt', sortByType: 'asc', page: String(last) };
    // Without `delete` the page asked for is answered as it is: empty.
    const plain = page(await api.get('/get/Agama', admin, query));
    expect(plain.list).toEqual([]);
    expect(plain.page).toBe(last);
    // With it the list keeps its place: the page before, full, and its number.
    const kept = page(await api.get('/get/Agama', admin, { ...query, delete: String(lastRow) }));
    expect(kept.page).toBe(last - 1);
    expect(kept.list).toHaveLength(10);
    expect(kept.lastPage).toBe(last - 1);
    expect(kept.list.map((r) => r.id)).not.toContain(lastRow);
    // A page that still has rows is answered unchanged.
    const middle = page(
      await api.get('/get/Agama', admin, { ...query, page: '1', delete: String(lastRow) }),
    );
    expect(middle.page).toBe(1);
    expect(middle.list).toHaveLength(10);
  });

  it('refuses a delete that is not an id with 422', async () => {
    const res = await api.get('/get/Agama', admin, { delete: 'semua' });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.delete).toEqual(['ID data yang dihapus tidak valid.']);
  });
});
