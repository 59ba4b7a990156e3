import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BoClientConfig, buildQuery, createBoClient, type SessionSignal } from '../src/client';
import { BoError, NETWORK_ERROR_MESSAGE, toDialog } from '../src/errors';
import {
  createMemorySessionStorage,
  readAllMenusFlag,
  readLogoutReason,
  readStoredApp,
  readStoredLock,
  readStoredMenu,
  readStoredUser,
  readToken,
  type SessionData,
  STORAGE_KEYS,
  storeSession,
  TOKEN_COOKIE,
  writeLogoutReason,
} from '../src/session';
import { type FixtureServer, startFixtureServer } from './fixture-server';

const PASSPHRASE = 'frasa-uji-klien';
const API_KEY = 'kunci-api-uji';

const session: SessionData = {
  token: 'tok-123',
  isRemember: 'Y',
  user: {
    id: 7,
    name: 'Siti Rahma',
    username: 'siti',
    levelId: 3,
    canManageAll: 'N',
    menuRole: [{ menu: 'poli', actions: ['view', 'add'] }],
  },
  app: { name: 'SIMRS', hospitalName: 'RSUD Contoh', copyrightStartYear: 2022 },
};

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer(PASSPHRASE);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  server.setScript(() => ({ body: { status: 'success', data: {} } }));
  vi.useRealTimers();
});

function makeClient(extra: Partial<BoClientConfig> = {}) {
  const storage = createMemorySessionStorage();
  const client = createBoClient({
    apiBase: `${server.origin}/`,
    apiKey: API_KEY,
    passphrase: PASSPHRASE,
    storage,
    envelopeEngine: 'cryptojs',
    ...extra,
  });
  return { client, storage };
}

describe('calls', () => {
  it('GETs without a payload, with the API key, security headers and the token', async () => {
    const { client, storage } = makeClient();
    storeSession(storage, session);
    server.setScript(() => ({
      body: { status: 'success', data: { list: [{ id: 1 }], total: 1 } },
    }));
    const result = await client.get('poli', null, null, {
      page: 2,
      shown: 10,
      search: 'anak',
      sortByField: 'name',
      sortByType: 'desc',
      status: 'ALL',
      from: undefined,
      active: '',
    });
    expect(result.data).toEqual({ list: [{ id: 1 }], total: 1 });
    const [seen] = server.requests;
    expect(seen?.method).toBe('GET');
    expect(seen?.path).toBe('/api/bo/get/poli');
    expect(Object.fromEntries(seen?.query ?? [])).toEqual({
      page: '2',
      shown: '10',
      search: 'anak',
      sortByField: 'name',
      sortByType: 'desc',
      status: 'ALL',
      token: 'tok-123',
    });
    expect(seen?.headers['x-simrs-key']).toBe(API_KEY);
    expect(seen?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(seen?.headers.accept).toBe('application/json');
    expect(seen?.rawBody).toBe('');
  });

  it('builds detail paths and honours a custom API-key header', async () => {
    const { client } = makeClient({ apiKeyHeader: 'x-kunci' });
    await client.get('ranap-kamar', 'edit', 'K 01/2');
    expect(server.requests[0]?.path).toBe('/api/bo/get/ranap-kamar/edit/K%2001%2F2');
    expect(server.requests[0]?.headers['x-kunci']).toBe(API_KEY);
    expect(server.requests[0]?.query.has('token')).toBe(false);
  });

  it('POSTs {data: envelope} with type and payload when there is a payload', async () => {
    const { client, storage } = makeClient({ envelopeEngine: 'webcrypto' });
    storeSession(storage, session);
    server.setScript((req) => ({
      body: { status: 'success', message: 'Data Berhasil Disimpan.', data: { echo: req.payload } },
    }));
    const result = await client.do('poli', 'add', { name: 'Poli Mata', active: 'Y' });
    expect(result.message).toBe('Data Berhasil Disimpan.');
    const [seen] = server.requests;
    expect(seen?.method).toBe('POST');
    expect(seen?.path).toBe('/api/bo/do/poli');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(Object.keys(JSON.parse(seen?.rawBody ?? '{}'))).toEqual(['data']);
    expect(seen?.payload).toEqual({ name: 'Poli Mata', active: 'Y', type: 'add' });
    expect(seen?.query.get('token')).toBe('tok-123');
  });

  it('posts display data unencrypted with the display token and no user token', async () => {
    const { client, storage } = makeClient({ displayToken: 'layar-1' });
    storeSession(storage, session);
    await client.display('/antrian-poli', { unit: 'poli-anak' });
    const [seen] = server.requests;
    expect(seen?.path).toBe('/api/bo/display/antrian-poli');
    expect(JSON.parse(seen?.rawBody ?? '')).toEqual({ unit: 'poli-anak' });
    expect(seen?.headers['x-display-token']).toBe('layar-1');
    expect(seen?.query.has('token')).toBe(false);
  });

  it('fetches files through /get-file', async () => {
    const { client, storage } = makeClient();
    storeSession(storage, session);
    server.setScript(() => ({
      body: { status: 'success', data: { name: 'a.pdf', mime: 'application/pdf', base64: 'JVBE' } },
    }));
    await expect(client.getFile('hasil/a.pdf')).resolves.toEqual({
      name: 'a.pdf',
      mime: 'application/pdf',
      base64: 'JVBE',
    });
    expect(server.requests[0]?.path).toBe('/api/bo/get-file');
    expect(server.requests[0]?.payload).toEqual({ file: 'hasil/a.pdf' });
  });

  it('reads blob answers with their file name', async () => {
    const { client, storage } = makeClient();
    storeSession(storage, session);
    server.setScript(() => ({
      raw: 'kode;nama\nP01;Poli Anak\n',
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="poli.csv"; filename*=UTF-8''poli%20anak.csv`,
      },
    }));
    const result = await client.getBlob('/get/poli', { export: 1, download: 'csv' });
    expect(result.filename).toBe('poli anak.csv');
    expect(result.contentType).toBe('text/csv; charset=utf-8');
    expect(await result.blob.text()).toBe('kode;nama\nP01;Poli Anak\n');
    expect(server.requests[0]?.query.get('token')).toBe('tok-123');
  });

  it('turns a failed blob answer into a BoError', async () => {
    const { client } = makeClient();
    server.setScript(() => ({ status: 404, body: { message: 'Data tidak ditemukan.' } }));
    const error = await client.getBlob('/uploader/x.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BoError);
    expect((error as BoError).status).toBe(404);
    expect((error as BoError).message).toBe('Data tidak ditemukan.');
  });
});

describe('URL builders', () => {
  it('export, template and uploader URLs', () => {
    const { client, storage } = makeClient();
    storeSession(storage, session);
    const exportUrl = new URL(
      client.exportUrl('poli', { search: 'anak', status: 'Y', page: 3 }, 'csv'),
    );
    expect(exportUrl.origin + exportUrl.pathname).toBe(`${server.origin}/api/bo/get/poli`);
    expect(Object.fromEntries(exportUrl.searchParams)).toEqual({
      search: 'anak',
      status: 'Y',
      page: '3',
      export: '1',
      download: 'csv',
      token: 'tok-123',
    });
    expect(client.templateUrl('template pasien.xlsx')).toBe(
      `${server.origin}/api/bo/template/template%20pasien.xlsx?token=tok-123`,
    );
    expect(client.uploaderUrl('2026/11/foto 1.png')).toBe(
      `${server.origin}/api/bo/uploader/2026/11/foto%201.png?token=tok-123`,
    ); // The logo is public: no token in its URL, the version in `v`; none without a version.
    expect(client.logoUrl('0123abcd4567ef89')).toBe(
      `${server.origin}/api/bo/logo?v=0123abcd4567ef89`,
    );
    expect(client.logoUrl(null)).toBeUndefined();
  });

  it('same-origin base and empty query values', () => {
    const client = createBoClient({
      apiBase: '',
      apiKey: 'k',
      passphrase: 'p',
      storage: createMemorySessionStorage(),
    });
    expect(client.url('/get/profile')).toBe('/api/bo/get/profile');
    expect(buildQuery({ a: '', b: null, c: undefined, d: 0, e: false })).toBe('?d=0&e=false');
  });
});

describe('session', () => {
  it('login stores the cookie for 360 days with remember-me and the menus', async () => {
    const { client, storage } = makeClient();
    writeLogoutReason(storage, 'unauthorized');
    server.setScript(() => ({ body: { status: 'success', data: session } }));
    await client.login({ username: 'siti', password: 'rahasia', isRemember: true });
    expect(server.requests[0]?.payload).toEqual({
      type: 'login',
      username: 'siti',
      password: 'rahasia',
      isRemember: 'Y',
    });
    expect(readToken(storage)).toBe('tok-123');
    expect(storage.cookieExpiry(TOKEN_COOKIE)).toBe(360);
    expect(readStoredUser(storage)?.name).toBe('Siti Rahma');
    expect(readStoredMenu(storage)).toEqual(session.user.menuRole);
    expect(readAllMenusFlag(storage)).toBe('N');
    expect(readStoredApp(storage)?.hospitalName).toBe('RSUD Contoh');
    expect(readLogoutReason(storage)).toBeUndefined();
  });

  it('90 days without remember-me; all menus for level 1', () => {
    const storage = createMemorySessionStorage();
    storeSession(storage, { ...session, isRemember: 'N', user: { ...session.user, levelId: 1 } });
    expect(storage.cookieExpiry(TOKEN_COOKIE)).toBe(90);
    expect(readAllMenusFlag(storage)).toBe('Y');
    expect(storage.getItem(STORAGE_KEYS.allMenus)).toBe('Y');
  });

  it('logout removes the push token, ends the server session and clears everything', async () => {
    const { client, storage } = makeClient();
    storeSession(storage, session);
    await client.logout();
    expect(server.requests.map((r) => r.payload)).toEqual([
      { type: 'remove-token' },
      { type: 'logout' },
    ]);
    expect(server.requests.every((r) => r.query.get('token') === 'tok-123')).toBe(true);
    expect(readToken(storage)).toBeUndefined();
    expect(readStoredUser(storage)).toBeUndefined();
    expect(readStoredMenu(storage)).toEqual([]);
    expect(readLogoutReason(storage)).toBe('logout');
  });

  it('logout never throws, even when the server is gone', async () => {
    const { client, storage } = makeClient({ apiBase: 'http://127.0.0.1:9' });
    storeSession(storage, session);
    await expect(client.logout()).resolves.toBeUndefined();
    expect(readToken(storage)).toBeUndefined();
  });
});

describe('errors', () => {
  it('422 carries field messages and maps to the catalogue dialogs', async () => {
    const { client } = makeClient();
    server.setScript(() => ({
      status: 422,
      body: {
        status: 'error',
        message: 'The given data failed validation.',
        errors: {
          name: ['Nama wajib diisi.'],
          code: ['Kode sudah dipakai.', 'Kode terlalu panjang.'],
        },
      },
    }));
    const error = (await client.do('poli', 'add', {}).catch((e: unknown) => e)) as BoError;
    expect(error).toBeInstanceOf(BoError);
    expect(error.status).toBe(422);
    expect(error.errors.code).toEqual(['Kode sudah dipakai.', 'Kode terlalu panjang.']);
    expect(toDialog(error)).toEqual({
      variant: 'error',
      title: 'Blocked With Validation!',
      message: 'The given data failed validation.',
      fields: [
        { field: 'name', messages: ['Nama wajib diisi.'] },
        { field: 'code', messages: ['Kode sudah dipakai.', 'Kode terlalu panjang.'] },
      ],
    });
  });

  it('a 422 without "validation" shows the first message', () => {
    const error = new BoError({
      kind: 'http',
      status: 422,
      message: 'Nama wajib diisi.',
      errors: { name: ['Nama wajib diisi.'] },
    });
    expect(toDialog(error)).toEqual({
      variant: 'error',
      title: 'Sorry, There is something wrong!',
      message: 'Nama wajib diisi.',
    });
  });

  it('a 422 without field errors keeps the server title and message (a refusal)', () => {
    const refusal = new BoError({
      kind: 'http',
      status: 422,
      title: 'Anda Tidak Dapat Hapus Level ini',
      message: 'Data Level sedang digunakan oleh user lain',
    });
    expect(toDialog(refusal)).toEqual({
      variant: 'error',
      title: 'Anda Tidak Dapat Hapus Level ini',
      message: 'Data Level sedang digunakan oleh user lain',
    });
    const untitled = new BoError({ kind: 'http', status: 422, message: 'Data tidak valid.' });
    expect(toDialog(untitled)).toEqual({
      variant: 'error',
      title: 'Sorry, There is something wrong!',
      message: 'Data tidak valid.',
    });
    // With field errors the catalogue's rule stands, whatever title the answer carries.
    const withFields = new BoError({
      kind: 'http',
      status: 422,
      title: 'Judul Server',
      message: 'Kode sudah digunakan.',
      errors: { code: ['Kode sudah digunakan.'] },
    });
    expect(toDialog(withFields).title).toBe('Sorry, There is something wrong!');
  });

  it('a refusal answered by the server reaches the dialog with its title', async () => {
    const { client } = makeClient();
    server.setScript(() => ({
      status: 422,
      body: {
        status: 'error',
        title: 'Anda Tidak Dapat Hapus Level ini',
        message: 'Data Level sedang digunakan oleh user lain',
      },
    }));
    const error = await client.do('UserLevel', 'delete', { id: 3 }).catch((e: unknown) => e);
    expect(toDialog(error)).toEqual({
      variant: 'error',
      title: 'Anda Tidak Dapat Hapus Level ini',
      message: 'Data Level sedang digunakan oleh user lain',
    });
  });

  it('400 is titled by the title or the message; others by the title or the default', () => {
    const titled = new BoError({
      kind: 'http',
      status: 400,
      title: 'Permintaan Tidak Valid',
      message: 'Data permintaan tidak dapat dibaca.',
    });
    expect(toDialog(titled)).toEqual({
      variant: 'error',
      title: 'Permintaan Tidak Valid',
      message: 'Data permintaan tidak dapat dibaca.',
    });
    const untitled = new BoError({ kind: 'http', status: 400, message: 'Tanggal tidak sah.' });
    expect(toDialog(untitled).title).toBe('Tanggal tidak sah.');
    const forbidden = new BoError({
      kind: 'http',
      status: 403,
      message: 'Anda tidak memiliki akses.',
    });
    expect(toDialog(forbidden)).toEqual({
      variant: 'error',
      title: 'Sorry, There is something wrong!',
      message: 'Anda tidak memiliki akses.',
    });
    const conflict = new BoError({ kind: 'http', status: 409, title: 'Konflik', message: 'Ubah.' });
    expect(toDialog(conflict).title).toBe('Konflik');
    expect(toDialog(new Error('x')).title).toBe('Sorry, There is something wrong!');
  });

  it('a success status 200 with status error is an error too', async () => {
    const { client } = makeClient();
    server.setScript(() => ({ body: { status: 'error', message: 'Gagal.' } }));
    const error = (await client.get('poli').catch((e: unknown) => e)) as BoError;
    expect(error).toBeInstanceOf(BoError);
    expect(error.message).toBe('Gagal.');
  });

  it('an error answer without JSON still gets an Indonesian message', async () => {
    const { client } = makeClient();
    server.setScript(() => ({
      status: 502,
      raw: '<html>Bad Gateway</html>',
      headers: { 'Content-Type': 'text/html' },
    }));
    const error = (await client.get('poli').catch((e: unknown) => e)) as BoError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Permintaan gagal (HTTP 502). Silakan coba lagi.');
    expect(toDialog(error).title).toBe('Sorry, There is something wrong!');
  });

  it('network failure is a BoError with Indonesian text', async () => {
    const { client } = makeClient({ apiBase: 'http://127.0.0.1:9' });
    const error = (await client.get('poli').catch((e: unknown) => e)) as BoError;
    expect(error).toBeInstanceOf(BoError);
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(toDialog(error).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('a call past the time limit is a timeout BoError', async () => {
    const { client } = makeClient({ timeoutMs: 100 });
    server.setScript(() => ({ hang: true }));
    const error = (await client.get('poli').catch((e: unknown) => e)) as BoError;
    expect(error).toBeInstanceOf(BoError);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(
      'Server tidak merespons dalam 1 detik. Periksa koneksi jaringan Anda lalu coba lagi.',
    );
  });

  it('a caller abort is an aborted BoError', async () => {
    const { client } = makeClient();
    server.setScript(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = client.get('poli', null, null, {}, controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as BoError).kind).toBe('aborted');
  });
});

describe('401', () => {
  it('with a token and no reason: stores unauthorized, clears the session, redirects after 1 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onUnauthorized = vi.fn();
    const { client, storage } = makeClient({ onUnauthorized });
    storeSession(storage, session);
    server.setScript(() => ({
      status: 401,
      body: { status: 'error', message: 'Sesi Anda telah berakhir, silakan masuk kembali.' },
    }));
    const error = (await client.get('profile').catch((e: unknown) => e)) as BoError;
    expect(error.isUnauthorized).toBe(true);
    expect(readLogoutReason(storage)).toBe('unauthorized');
    expect(readToken(storage)).toBeUndefined();
    expect(readStoredUser(storage)).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
    // A second 401 meanwhile neither schedules another redirect nor changes the reason.
    await client.get('poli').catch(() => undefined);
    vi.advanceTimersByTime(999);
    expect(onUnauthorized).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('status text unauthorized counts as a 401', async () => {
    const onUnauthorized = vi.fn();
    const { client, storage } = makeClient({ onUnauthorized });
    storeSession(storage, session);
    server.setScript(() => ({ status: 403, statusText: 'Unauthorized', body: { message: 'x' } }));
    await client.get('poli').catch(() => undefined);
    expect(readLogoutReason(storage)).toBe('unauthorized');
    expect(readToken(storage)).toBeUndefined();
  });

  it('does nothing when a logout reason is already recorded or there was no token', async () => {
    const onUnauthorized = vi.fn();
    const { client, storage } = makeClient({ onUnauthorized });
    server.setScript(() => ({ status: 401, body: { message: 'Kunci API tidak valid.' } }));
    await client.get('poli').catch(() => undefined);
    expect(readLogoutReason(storage)).toBeUndefined();

    storeSession(storage, session);
    writeLogoutReason(storage, 'logout');
    await client.get('poli').catch(() => undefined);
    expect(readLogoutReason(storage)).toBe('logout');
    expect(readToken(storage)).toBe('tok-123');
  });
});

describe('session steps and the lock', () => {
  it('a 423 is a locked BoError that tells the app and every tab (stored lock); the token stays', async () => {
    const { client, storage } = makeClient();
    storeSession(storage, session);
    const signals: SessionSignal[] = [];
    client.onSessionSignal((s) => signals.push(s));
    const lock = {
      name: 'Siti Rahma',
      username: 'siti',
      twoFactor: true,
      lockedAt: '2026-03-01T02:00:00.000Z',
    };
    server.setScript(() => ({
      status: 423,
      body: {
        status: 'error',
        title: 'Sesi Terkunci',
        message: 'Sesi terkunci karena tidak ada aktivitas.',
        locked: true,
        lock,
      },
    }));
    const error = (await client.get('poli').catch((e: unknown) => e)) as BoError;
    expect(error).toBeInstanceOf(BoError);
    expect(error.status).toBe(423);
    expect(error.isLocked).toBe(true);
    expect(error.lock).toEqual(lock);
    expect(error.isUnauthorized).toBe(false);
    expect(signals).toEqual([{ kind: 'locked', lock }]);
    expect(readStoredLock(storage)).toEqual(lock);
    expect(readToken(storage)).toBe('tok-123');
  });

  it('a 403 naming a restriction tells the app; a plain 403 does not', async () => {
    const { client, storage } = makeClient();
    storeSession(storage, session);
    const signals: SessionSignal[] = [];
    client.onSessionSignal((s) => signals.push(s));
    server.setScript(() => ({
      status: 403,
      body: { status: 'error', message: 'Anda tidak memiliki akses.', title: 'Akses Ditolak' },
    }));
    const plain = (await client.get('poli').catch((e: unknown) => e)) as BoError;
    expect(plain.restriction).toBeUndefined();
    server.setScript(() => ({
      status: 403,
      body: {
        status: 'error',
        title: 'Akses Ditolak',
        message: 'Anda harus mengganti kata sandi terlebih dahulu sebelum melanjutkan.',
        restriction: 'change-password',
        mustChangePassword: true,
      },
    }));
    const restricted = (await client.get('poli').catch((e: unknown) => e)) as BoError;
    expect(restricted.restriction).toBe('change-password');
    expect(signals).toEqual([{ kind: 'restricted', restriction: 'change-password' }]);
  });

  it("an error answer's data reaches the caller (a 409 naming the record it conflicts with)", async () => {
    const { client, storage } = makeClient();
    storeSession(storage, session);
    const patient = { id: 7, rmNo: '00000007', name: 'Siti Aminah' };
    server.setScript(() => ({
      status: 409,
      body: {
        status: 'error',
        message: 'NIK sudah terdaftar atas nama Siti Aminah (No. RM 00000007).',
        data: { kind: 'duplicate', field: 'nik', patient },
      },
    }));
    const conflict = (await client.get('poli').catch((e: unknown) => e)) as BoError;
    expect(conflict.status).toBe(409);
    expect(conflict.data).toEqual({ kind: 'duplicate', field: 'nik', patient });
    server.setScript(() => ({ status: 409, body: { status: 'error', message: 'Bentrok.' } }));
    const bare = (await client.get('poli').catch((e: unknown) => e)) as BoError;
    expect(bare.data).toBeUndefined();
  });

  it('lock() signals at once and calls Auth lock; unlock() sends the password and code, stores the answer', async () => {
    const { client, storage } = makeClient();
    storeSession(storage, session);
    const signals: string[] = [];
    client.onSessionSignal((s) => signals.push(s.kind));
    server.setScript(() => ({ body: { status: 'success', data: null } }));
    await client.lock();
    expect(signals).toEqual(['locked']);
    expect(readStoredLock(storage)).toEqual({});
    expect(server.requests.at(-1)?.payload).toMatchObject({ type: 'lock' });
    server.setScript(() => ({
      body: {
        status: 'success',
        message: 'Kunci sesi dibuka.',
        data: { ...session, restriction: null },
      },
    }));
    const opened = await client.unlock({ password: 'rahasia panjang', code: '123456' });
    expect(opened.message).toBe('Kunci sesi dibuka.');
    expect(server.requests.at(-1)?.payload).toMatchObject({
      type: 'unlock',
      password: 'rahasia panjang',
      code: '123456',
    });
    expect(signals).toEqual(['locked', 'unlocked']);
    expect(readStoredLock(storage)).toBeUndefined();
    // Logout clears a stored lock too.
    await client.lock();
    await client.logout();
    expect(readStoredLock(storage)).toBeUndefined();
  });
});
