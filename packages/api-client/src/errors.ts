// One error type for every failed call, and the pure mapping to the dialogs of the spec's
// error catalogue (section 8).

export type FieldErrors = Record<string, string[]>;

/** Where a failure came from: an HTTP answer, the network, the time limit, or an unreadable body. */
export type BoErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export interface BoErrorInit {
  kind: BoErrorKind;
  status: number;
  statusText?: string;
  title?: string;
  message: string;
  errors?: FieldErrors;
  cause?: unknown;
}

export const NETWORK_ERROR_MESSAGE =
  'Tidak dapat terhubung ke server. Periksa koneksi jaringan Anda lalu coba lagi.';
export const ABORTED_MESSAGE = 'Permintaan dibatalkan.';
export const INVALID_RESPONSE_MESSAGE = 'Jawaban server tidak dapat dibaca. Silakan coba lagi.';
/** For an error answer without a readable message (a proxy's HTML page, an empty body). */
export const httpFailureMessage = (status: number): string =>
  `Permintaan gagal (HTTP ${status}). Silakan coba lagi.`;
export const timeoutMessage = (seconds: number): string =>
  `Server tidak merespons dalam ${seconds} detik. Periksa koneksi jaringan Anda lalu coba lagi.`;

export class BoError extends Error {
  readonly kind: BoErrorKind;
  /** HTTP status; 0 when no answer came (network failure, timeout). */
  readonly status: number;
  readonly statusText: string;
  readonly title: string | undefined;
  /** Field messages of a 422 (empty otherwise). */
  readonly errors: FieldErrors;

  constructor(init: BoErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'BoError';
    this.kind = init.kind;
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.title = init.title;
    this.errors = init.errors ?? {};
  }

  /** HTTP 401, or a status text reading 'unauthorized'. */
  get isUnauthorized(): boolean {
    return this.status === 401 || this.statusText.trim().toLowerCase() === 'unauthorized';
  }
}

export function isBoError(value: unknown): value is BoError {
  return value instanceof BoError;
}

export const DEFAULT_ERROR_TITLE = 'Sorry, There is something wrong!';
export const VALIDATION_ERROR_TITLE = 'Blocked With Validation!';

export interface DialogField {
  field: string;
  messages: string[];
}

/** What the error dialog shows. `fields` is set for 'Blocked With Validation!'. */
export interface ErrorDialog {
  variant: 'error';
  title: string;
  message: string;
  fields?: DialogField[];
}

function firstFieldMessage(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) {
    const first = messages.find((m) => m.trim() !== '');
    if (first !== undefined) return first;
  }
  return undefined;
}

/**
 * Maps a failed call to the dialog the spec's catalogue requires:
 * - 422: 'Sorry, There is something wrong!' with the first validation message; when the message
 *   contains 'validation', 'Blocked With Validation!' listing each field with its messages. A 422
 *   without field messages (a refusal) shows the server's title (else the default) and message.
 * - 400: titled with the response title, else its message; body the message.
 * - others: titled with the response title or 'Sorry, There is something wrong!'; body the message.
 */
export function toDialog(error: unknown): ErrorDialog {
  if (!isBoError(error)) {
    const message =
      error instanceof Error && error.message.trim() !== '' ? error.message : DEFAULT_ERROR_TITLE;
    return { variant: 'error', title: DEFAULT_ERROR_TITLE, message };
  }
  const title = error.title?.trim() ? error.title : undefined;
  if (error.status === 422) {
    if (/validation/i.test(error.message)) {
      return {
        variant: 'error',
        title: VALIDATION_ERROR_TITLE,
        message: error.message,
        fields: Object.entries(error.errors).map(([field, messages]) => ({ field, messages })),
      };
    }
    const first = firstFieldMessage(error.errors);
    // A refusal without field errors (e.g. 'Anda Tidak Dapat Hapus Level ini' / 'Data Level sedang
    // digunakan oleh user lain') keeps the server's own title and message.
    if (first === undefined) {
      return { variant: 'error', title: title ?? DEFAULT_ERROR_TITLE, message: error.message };
    }
    return { variant: 'error', title: DEFAULT_ERROR_TITLE, message: first };
  }
  if (error.status === 400) {
    return { variant: 'error', title: title ?? error.message, message: error.message };
  }
  return { variant: 'error', title: title ?? DEFAULT_ERROR_TITLE, message: error.message };
}
