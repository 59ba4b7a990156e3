/**
 * Files: uploaded files (`GET /uploader/{file}`, `POST /get-file`) and the import templates of
 * the master-data resources (`GET /template/{Module}.csv`).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { findResource } from '@simrs/validators/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize } from './access';
import { appendAudit } from './audit';
import { actorOf } from './dispatch';
import { HttpError, notFound, unauthorized, validationError } from './errors';
import type { ModuleDeps } from './module';
import type { SessionInfo } from './sessions';

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** A template's name: the module key (letters and digits: ICD9, ICD10) and `.csv`. */
export const TEMPLATE_NAME = /^([A-Za-z][A-Za-z0-9]{0,59})\.csv$/;
const MIME: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface FilesHost {
  deps: ModuleDeps;
  sessionOf(req: FastifyRequest): Promise<SessionInfo | null>;
  openBody(body: unknown): Record<string, unknown>;
}

export function registerFiles(api: FastifyInstance, host: FilesHost): void {
  const { deps } = host;
  const requireSession = async (req: FastifyRequest) => {
    const s = await host.sessionOf(req);
    if (!s) throw unauthorized();
    return s;
  };

  async function readUpload(file: string): Promise<{ path: string; mime: string }> {
    if (!FILE_NAME.test(file) || file.includes('..')) throw notFound();
    const root = resolve(deps.config.uploadsDir);
    const path = join(root, file);
    if (!path.startsWith(`${root}/`)) throw notFound();
    try {
      const s = await stat(path);
      if (!s.isFile() || s.size > MAX_FILE_BYTES) throw notFound();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw notFound();
    }
    return { path, mime: MIME[extname(file).toLowerCase()] ?? 'application/octet-stream' };
  }

  api.get('/uploader/:file', async (req, reply) => {
    const session = await requireSession(req);
    const { file } = req.params as { file: string };
    const found = await readUpload(file);
    await deps.db.transaction().execute((trx) =>
      appendAudit(trx, actorOf(req, session.user), {
        module: 'Uploader',
        type: 'read',
        recordId: file,
      }),
    );
    reply.type(found.mime).header('content-disposition', `inline; filename="${file}"`);
    return reply.send(createReadStream(found.path));
  });

  api.post('/get-file', async (req) => {
    const payload = host.openBody(req.body);
    const session = await requireSession(req);
    const file = payload.file;
    if (typeof file !== 'string') throw validationError({ file: ['Nama berkas wajib diisi.'] });
    const found = await readUpload(file);
    const content = await readFile(found.path);
    await deps.db.transaction().execute((trx) =>
      appendAudit(trx, actorOf(req, session.user), {
        module: 'GetFile',
        type: 'read',
        recordId: file,
      }),
    );
    return {
      status: 'success',
      data: { name: file, mime: found.mime, base64: content.toString('base64') },
    };
  });

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
