/**
 * Uploaded files (docs/protocol.md, "Files"): `POST /upload` (multipart: `module`, `recordId`,
 * one `file`) attaches a file to a record of a module; `GET /uploader/{name}` and
 * `POST /get-file` serve it to users who may view that record's menu. The type is read from the
 * file's first bytes, never from its name or the browser's claim.
 */

/** The largest file accepted (10 MiB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The types accepted, by their magic bytes, with the extension the stored name gets. */
export const UPLOAD_TYPES = [
  { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
  { mime: 'image/png', ext: 'png', label: 'PNG' },
  { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  { mime: 'image/webp', ext: 'webp', label: 'WebP' },
] as const;

export type UploadMime = (typeof UPLOAD_TYPES)[number]['mime'];

export const UPLOAD_MESSAGES = {
  type: 'Jenis berkas tidak didukung. Unggah berkas PDF, PNG, JPEG, atau WebP.',
  size: `Ukuran berkas maksimal ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  empty: 'Berkas kosong.',
  missing: 'Berkas wajib diunggah.',
  module: 'Modul tidak menerima lampiran.',
  record: 'Data pemilik berkas tidak ditemukan.',
  notMultipart: 'Unggah berkas dengan multipart/form-data.',
} as const;

/** An uploaded file as the server answers it (never its path on disk). */
export interface UploadedFile {
  /** The stored name: `GET /uploader/{name}`, `POST /get-file { file: name }`. */
  name: string;
  /** The name the uploader's file had (shown, never used as a path). */
  originalName: string;
  module: string;
  recordId: string;
  menu: string;
  mime: UploadMime;
  size: number;
  sha256: string;
  uploadedBy: string | null;
  uploadedAt: string;
}
