/** An error whose body follows the protocol's error shape; thrown anywhere, sent by the handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly title?: string,
    readonly errors?: Record<string, string[]>,
    /** What the screen needs to act on the refusal (e.g. the patient a duplicate NIK belongs to). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return {
      status: 'error',
      ...(this.title ? { title: this.title } : {}),
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.data !== undefined ? { data: this.data } : {}),
    };
  }
}

export interface ErrorBody {
  status: 'error';
  title?: string;
  message: string;
  errors?: Record<string, string[]>;
  data?: unknown;
}

export const MESSAGES = {
  badApiKey: 'Kunci API tidak valid.',
  accessDenied: 'Akses Ditolak',
  sessionExpired: 'Sesi Anda telah berakhir, silakan masuk kembali.',
  notFound: 'Data tidak ditemukan.',
  stale: 'Data telah diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.',
  badRequestTitle: 'Permintaan Tidak Valid',
  badRequest: 'Data permintaan tidak dapat dibaca.',
  tooLarge: 'Data terlalu besar.',
  validation: 'The given data failed validation.',
  serverError: 'Terjadi kesalahan pada server. Silakan coba lagi.',
  saved: 'Data Berhasil Disimpan.',
  updated: 'Data Berhasil Diubah.',
  deleted: 'Deleted Successfully!',
  statusActive: 'Status Diubah Menjadi Aktif.',
  statusInactive: 'Status Diubah Menjadi Nonaktif.',
  levelInUseTitle: 'Anda Tidak Dapat Hapus Level ini',
  levelInUse: 'Data Level sedang digunakan oleh user lain',
  loginFailed: 'Username atau kata sandi salah.',
} as const;

export const badRequest = (message: string = MESSAGES.badRequest) =>
  new HttpError(400, message, MESSAGES.badRequestTitle);
export const unauthorized = () => new HttpError(401, MESSAGES.sessionExpired);
export const notFound = () => new HttpError(404, MESSAGES.notFound);
export const stale = () => new HttpError(409, MESSAGES.stale);

/** 422 with the protocol's rule: one field -> its first message; several -> 'validation'. */
export function validationError(errors: Record<string, string[]>): HttpError {
  const fields = Object.keys(errors);
  const first = fields[0] ? errors[fields[0]]?.[0] : undefined;
  const message = fields.length === 1 && first ? first : MESSAGES.validation;
  return new HttpError(422, message, undefined, errors);
}
