/**
 * Files: uploads (`POST /upload`, multipart), uploaded files served to the users who may see
 * their owner (`GET /uploader/{name}`, `POST /get-file`), and the import templates of the
 * master-data resources (`GET /template/{Module}.csv`).
 *
 * Every file belongs to a record (`uploads`: module + record id, the module's menu, the type read
 * from its first bytes, size, SHA-256, who uploaded it and when). Uploading needs `edit` on the
 * owner's menu, reading needs `view` on it. Only files of the table are served: a file put in the
 * folder by other means is not, and the server never follows a link (opened with O_NOFOLLOW, a
 * regular file with one link and the recorded size only). Answers are attachments (inline only
 * for images and PDF when asked), with `Content-Security-Policy: default-src 'none'; sandbox`
 * and `nosniff`, so a file never runs as a page of the API's origin.
 */

import { createHash, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, realpath, rename, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import multipart from '@fastify/multipart';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  type UploadedFile,
  type UploadMime,
} from '@simrs/validators/contracts';
import { findResource } from '@simrs/validators/resources';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { authorize } from './access';
import { appendAudit } from './audit';
import { actorOf } from './dispatch';
import { badRequest, notFound, unauthorized, validationError } from './errors';
import type { ModuleDeps } from './module';
import type { SessionInfo, SessionUser } from './sessions';
import './tables';

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** A template's name: the module key (letters and digits: ICD9, ICD10) and `.csv`. */
export const TEMPLATE_NAME = /^([A-Za-z][A-Za-z0-9]{0,59})\.csv$/;

/** The policy of every file answer: nothing loads, nothing runs, no origin. */
export const FILE_CSP = "default-src 'none'; sandbox";

export interface FilesHost {
  deps: ModuleDeps;
  sessionOf(req: FastifyRequest): Promise<SessionInfo | null>;
  openBody(body: unknown): Record<string, unknown>;
}

/** The type of a file by its first bytes, or null when it is none of the accepted ones. */
export function sniffType(head: Buffer): (typeof UPLOAD_TYPES)[number] | null {
  const is = (mime: UploadMime) => UPLOAD_TYPES.find((t) => t.mime === mime) ?? null;
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return is('application/pdf');
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return is('image/png');
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return is('image/jpeg');
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return is('image/webp');
  }
  return null;
}

/** The uploader's file name as shown (no path, no control characters, at most 200). */
function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'berkas').slice(0, 200);
}

/** `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266), or inline. */
function disposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

interface UploadRow {
  name: string;
  original_name: string;
  module: string;
  record_id: string;
  menu: string;
  mime: string;
  size: number;
  sha256: string;
  uploaded_by_name: string | null;
  uploaded_at: Date | string;
}

function toFile(r: UploadRow): UploadedFile {
  return {
    name: r.name,
    originalName: r.original_name,
    module: r.module,
    recordId: r.record_id,
    menu: r.menu,
    mime: r.mime as UploadMime,
    size: r.size,
    sha256: r.sha256,
    uploadedBy: r.uploaded_by_name,
    uploadedAt: new Date(r.uploaded_at).toISOString(),
  };
}

export async function registerFiles(api: FastifyInstance, host: FilesHost): Promise<void> {
  const { deps } = host;
  await api.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 },
    // An oversized file is cut and flagged (`truncated`): refused below as a field error.
    throwFileSizeLimit: false,
  });

  const requireSession = async (req: FastifyRequest) => {
    const s = await host.sessionOf(req);
    if (!s) throw unauthorized();
    return s;
  };

  let rootPath: string | null = null;
  /** The uploads folder, links resolved once (created on the first upload). */
  async function root(create = false): Promise<string> {
    if (rootPath) return rootPath;
    const dir = resolve(deps.config.uploadsDir);
    if (create) await mkdir(dir, { recursive: true, mode: 0o700 });
    try {
      rootPath = await realpath(dir);
    } catch {
      throw notFound();
    }
    return rootPath;
  }

  /**
   * The upload row of `file` and the file opened without following links; 404 for a name not in
   * the table, a link, anything but a regular file with one link and the recorded size; 403 when
   * the user may not view the owner's menu.
   */
  async function openUpload(file: string, user: SessionUser) {
    if (!FILE_NAME.test(file)) throw notFound();
    const row = await deps.db
      .selectFrom('uploads')
      .selectAll()
      .where('name', '=', file)
      .executeTakeFirst();
    if (!row) throw notFound();
    authorize(user, row.menu, 'view');
    const path = join(await root(), row.name);
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch {
      throw notFound();
    }
    const st = await handle.stat();
    if (!st.isFile() || st.nlink !== 1 || st.size !== row.size) {
      await handle.close();
      throw notFound();
    }
    return { row, handle };
  }

  const fileHeaders = (reply: FastifyReply, row: UploadRow, inline: boolean) => {
    const canInline = row.mime.startsWith('image/') || row.mime === 'application/pdf';
    reply
      .type(row.mime)
      .header(
        'content-disposition',
        disposition(inline && canInline ? 'inline' : 'attachment', row.original_name),
      )
      .header('content-security-policy', FILE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('content-length', String(row.size));
  };

  const auditRead = (req: FastifyRequest, user: SessionUser, module: string, row: UploadRow) =>
    deps.db.transaction().execute((trx) =>
      appendAudit(trx, actorOf(req, user), {
        module,
        type: 'read',
        recordId: row.name,
        after: { module: row.module, recordId: row.record_id },
      }),
    );

  api.get('/uploader/:file', async (req, reply) => {
    const session = await requireSession(req);
    const { file } = req.params as { file: string };
    const { row, handle } = await openUpload(file, session.user);
    try {
      await auditRead(req, session.user, 'Uploader', row);
    } catch (error) {
      await handle.close();
      throw error;
    }
    const q = req.query as Record<string, unknown>;
    fileHeaders(reply, row, q.inline === '1');
    return reply.send(handle.createReadStream({ start: 0 }));
  });

  api.post('/get-file', async (req) => {
    const payload = host.openBody(req.body);
    const session = await requireSession(req);
    const file = payload.file;
    if (typeof file !== 'string') throw validationError({ file: ['Nama berkas wajib diisi.'] });
    const { row, handle } = await openUpload(file, session.user);
    let content: Buffer;
    try {
      content = await handle.readFile();
    } finally {
      await handle.close();
    }
    if (createHash('sha256').update(content).digest('hex') !== row.sha256) throw notFound();
    await auditRead(req, session.user, 'GetFile', row);
    return {
      status: 'success',
      data: {
        name: row.name,
        originalName: row.original_name,
        mime: row.mime,
        size: row.size,
        base64: content.toString('base64'),
      },
    };
  });

  /**
   * POST /upload (multipart/form-data): the fields `module` (a resource's module, e.g. Pasien)
   * and `recordId`, then one `file`. Needs `edit` on the module's menu and an existing record.
   */
  api.post('/upload', async (req) => {
    const session = await requireSession(req);
    if (!req.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
    const fields: Record<string, string> = {};
    let stored: { temp: string; size: number; sha256: string; head: Buffer; name: string } | null =
      null;
    let owner: { module: string; recordId: string; menu: string } | null = null;
    const dir = await root(true);
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || stored) {
          part.file.resume();
          continue;
        }
        owner = await ownerOf(fields, session.user);
        const temp = join(dir, `.upload-${randomUUID()}`);
        const out = await open(
          temp,
          constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
          0o600,
        );
        const hash = createHash('sha256');
        const head: Buffer[] = [];
        let size = 0;
        stored = { temp, size: 0, sha256: '', head: Buffer.alloc(0), name: part.filename };
        try {
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            hash.update(chunk);
            if (size < 16) head.push(chunk.subarray(0, 16 - size));
            size += chunk.length;
            await out.write(chunk);
          }
        } finally {
          await out.close();
        }
        if (part.file.truncated) throw validationError({ file: [UPLOAD_MESSAGES.size] });
        stored = {
          temp,
          size,
          sha256: hash.digest('hex'),
          head: Buffer.concat(head),
          name: part.filename,
        };
      }
      if (!stored || !owner) throw validationError({ file: [UPLOAD_MESSAGES.missing] });
      if (stored.size === 0) throw validationError({ file: [UPLOAD_MESSAGES.empty] });
      const type = sniffType(stored.head);
      if (!type) throw validationError({ file: [UPLOAD_MESSAGES.type] });
      const name = `${randomUUID()}.${type.ext}`;
      await rename(stored.temp, join(dir, name));
      const file = stored;
      const own = owner;
      stored = { ...file, temp: join(dir, name) };
      const row = await deps.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('uploads')
          .values({
            name,
            original_name: displayName(file.name),
            module: own.module,
            record_id: own.recordId,
            menu: own.menu,
            mime: type.mime,
            size: file.size,
            sha256: file.sha256,
            uploaded_by: session.user.id,
            uploaded_by_name: session.user.username,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendAudit(trx, actorOf(req, session.user), {
          module: own.module,
          type: 'upload',
          recordId: own.recordId,
          after: { file: name, mime: type.mime, size: file.size, sha256: file.sha256 },
        });
        return inserted;
      });
      stored = null;
      return {
        status: 'success',
        message: 'Berkas berhasil diunggah.',
        data: { file: toFile(row) },
      };
    } finally {
      if (stored) await unlink(stored.temp).catch(() => undefined);
    }
  });

  /** The record a file is attached to: a resource's record the user may edit. */
  async function ownerOf(fields: Record<string, string>, user: SessionUser) {
    const resource = fields.module ? findResource(fields.module) : undefined;
    if (!resource) throw validationError({ module: [UPLOAD_MESSAGES.module] });
    authorize(user, resource.menu, 'edit');
    const recordId = fields.recordId ?? '';
    if (!/^[1-9]\d{0,9}$/.test(recordId) || Number(recordId) > 2_147_483_647) {
      throw validationError({ recordId: [UPLOAD_MESSAGES.record] });
    }
    const scope = resource.scope
      ? sql` and ${sql.id(resource.scope.column)} = ${resource.scope.value}`
      : sql``;
    const found = await sql`select 1 from ${sql.table(resource.table)}
      where id = ${Number(recordId)}${scope}`.execute(deps.db);
    if (found.rows.length === 0) throw validationError({ recordId: [UPLOAD_MESSAGES.record] });
    return { module: resource.key, recordId, menu: resource.menu };
  }

  api.get('/template/:name', async (req, reply) => {
    const session = await requireSession(req);
    const { name } = req.params as { name: string };
    const match = TEMPLATE_NAME.exec(name);
    const resource = match?.[1] ? findResource(match[1]) : undefined;
    if (!resource) throw notFound();
    authorize(session.user, resource.menu, 'view');
    const headers = resource.fields.filter((f) => f.kind !== 'menuRole').map((f) => f.name);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${resource.key}.csv"`);
    return `${headers.join(',')}\r\n`;
  });
}
