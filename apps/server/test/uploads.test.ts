import { createHash } from 'node:crypto';
import {
  linkSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@simrs/validators/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, client, createTestApp, SAMPLE_FILES, type TestContext } from './helpers';

/**
 * Probe: uploaded files. Only a user who may view the owner record's menu reads a file; links
 * are never followed out of the uploads folder; answers are attachments under a policy that
 * runs nothing; uploads are checked for size and type (by their bytes).
 */
let ctx: TestContext;
let api: ReturnType<typeof client>;
let admisi: string;
let admin: string;
let outside: string;
const SECRET = 'isi rahasia di luar folder unggahan';

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admisi = await api.login('admisi'); // pasien view, add, edit
  admin = await api.login('admin'); // no pasien
  outside = mkdtempSync(join(tmpdir(), 'simrs-outside-'));
  writeFileSync(join(outside, 'secret.txt'), SECRET);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(outside, { recursive: true, force: true });
});

const png = { name: 'foto ktp.png', type: 'application/octet-stream', content: SAMPLE_FILES.png };
const uploaded = async (token = admisi, fields = { module: 'Pasien', recordId: '1' }) => {
  const res = await api.upload(fields, png, token);
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data as { file: { name: string; mime: string; size: number; sha256: string } })
    .file;
};
const read = (name: string, token: string, query = '') =>
  api.raw({ method: 'GET', url: `/api/bo/uploader/${name}?token=${token}${query}` });
const getFile = (name: string, token: string) =>
  api.raw({
    method: 'POST',
    url: `/api/bo/get-file?token=${token}`,
    headers: { 'x-simrs-key': API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify({ data: api.seal({ file: name }) }),
  });
const folder = () => readdirSync(ctx.config.uploadsDir);

describe('uploading', () => {
  it('keeps the owner record, its menu, the sniffed type, size, hash and uploader', async () => {
    const file = await uploaded();
    expect(file).toMatchObject({
      originalName: 'foto ktp.png',
      module: 'Pasien',
      recordId: '1',
      menu: 'pasien',
      mime: 'image/png',
      size: SAMPLE_FILES.png.length,
      sha256: createHash('sha256').update(SAMPLE_FILES.png).digest('hex'),
      uploadedBy: 'admisi',
    });
    expect(file.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    const row = await ctx.handle.db
      .selectFrom('uploads')
      .selectAll()
      .where('name', '=', file.name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      module: 'Pasien',
      record_id: '1',
      menu: 'pasien',
      mime: 'image/png',
    });
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['module', 'type', 'record_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ module: 'Pasien', type: 'upload', record_id: '1' });
  });

  it('refuses a type it cannot read from the bytes, an empty file and one over the limit', async () => {
    const files = folder().length;
    const html = await api.upload(
      { module: 'Pasien', recordId: '1' },
      { name: 'foto.png', type: 'image/png', content: SAMPLE_FILES.html },
      admisi,
    );
    expect(html.statusCode).toBe(422);
    expect(html.body.errors).toEqual({ file: [UPLOAD_MESSAGES.type] });
    const empty = await api.upload(
      { module: 'Pasien', recordId: '1' },
      { name: 'kosong.pdf', type: 'application/pdf', content: Buffer.alloc(0) },
      admisi,
    );
    expect(empty.body.errors).toEqual({ file: [UPLOAD_MESSAGES.empty] });
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const tooBig = await api.upload(
      { module: 'Pasien', recordId: '1' },
      { name: 'besar.pdf', type: 'application/pdf', content: big },
      admisi,
    );
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.body.errors).toEqual({ file: [UPLOAD_MESSAGES.size] });
    expect(folder().length).toBe(files);
  });

  it("needs edit on the owner's menu and an existing record of a known module", async () => {
    const perawat = await api.login('perawat'); // pasien view only
    const refused = await api.upload({ module: 'Pasien', recordId: '1' }, png, perawat);
    expect(refused.statusCode).toBe(403);
    expect((await api.upload({ module: 'Nope', recordId: '1' }, png, admisi)).body.errors).toEqual({
      module: [UPLOAD_MESSAGES.module],
    });
    expect(
      (await api.upload({ module: 'Pasien', recordId: '99999999' }, png, admisi)).body.errors,
    ).toEqual({ recordId: [UPLOAD_MESSAGES.record] });
    expect((await api.upload({ module: 'Pasien', recordId: '1' }, null, admisi)).statusCode).toBe(
      422,
    );
    expect((await api.upload({ module: 'Pasien', recordId: '1' }, png)).statusCode).toBe(401);
  });
});

describe('serving', () => {
  it("serves a file only to users who may view the owner's menu", async () => {
    const file = await uploaded();
    const ok = await read(file.name, admisi);
    expect(ok.statusCode).toBe(200);
    const refused = await read(file.name, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.raw).not.toContain('PNG');
    expect((await getFile(file.name, admin)).statusCode).toBe(403);
    const viaPost = await getFile(file.name, admisi);
    expect(viaPost.statusCode).toBe(200);
    expect((viaPost.body.data as { base64: string }).base64).toBe(
      SAMPLE_FILES.png.toString('base64'),
    );
  });

  it('answers as an attachment under a policy that runs nothing', async () => {
    const file = await uploaded();
    const res = await read(file.name, admisi);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="foto ktp.png"; filename*=UTF-8''foto%20ktp.png`,
    );
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const inline = await read(file.name, admisi, '&inline=1');
    expect(String(inline.headers['content-disposition'])).toMatch(/^inline; /);
  });

  it('never follows a link out of the uploads folder', async () => {
    // A link put in the folder, pointing outside.
    symlinkSync(join(outside, 'secret.txt'), join(ctx.config.uploadsDir, 'rahasia.txt'));
    const planted = await read('rahasia.txt', admisi);
    expect(planted.statusCode).toBe(404);
    expect(planted.raw).not.toContain(SECRET);
    // A recorded upload whose file was swapped for a link to a file of the same size.
    const file = await uploaded();
    const target = join(outside, 'same-size.bin');
    writeFileSync(target, Buffer.alloc(file.size, 0x41));
    unlinkSync(join(ctx.config.uploadsDir, file.name));
    symlinkSync(target, join(ctx.config.uploadsDir, file.name));
    for (const res of [await read(file.name, admisi), await getFile(file.name, admisi)]) {
      expect(res.statusCode).toBe(404);
      expect(res.raw).not.toContain('AAAA');
    }
    // Nor a hard link to a file elsewhere.
    const other = await uploaded();
    const hard = join(outside, 'hard.bin');
    writeFileSync(hard, Buffer.alloc(other.size, 0x42));
    unlinkSync(join(ctx.config.uploadsDir, other.name));
    linkSync(hard, join(ctx.config.uploadsDir, other.name));
    expect((await read(other.name, admisi)).statusCode).toBe(404);
  });
});
