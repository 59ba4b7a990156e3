// One error type for every failed call, and the pure mapping to the dialogs of the spec's
// error catalogue (section 8).

import type { SessionRestriction } from '@simrs/validators';
import type { SessionLockInfo } from '@simrs/validators/contracts';
import { type ErrorDialog, errorDialogOf } from '@simrs/validators/errors';

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
  /** A 403 of a session with a step to take first names it (docs/protocol.md, "Credentials"). */
  restriction?: SessionRestriction;
  /** A 423 of a locked session: whose it is (docs/protocol.md, "Automatic lock"). */
  lock?: SessionLockInfo;
  /** The `data` an error answer carries (a 409 naming the record it conflicts with). */
  data?: unknown;
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
  /** The step a restricted session must take first (its 403), else undefined. */
  readonly restriction: SessionRestriction | undefined;
  /** The lock of a locked session (its 423, `locked: true`), else undefined. */
  readonly lock: SessionLockInfo | undefined;
  /** The answer's `data` (e.g. the patient a duplicate NIK belongs to), else undefined. */
  readonly data: unknown;

  constructor(init: BoErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'BoError';
    this.kind = init.kind;
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.title = init.title;
    this.errors = init.errors ?? {};
    this.restriction = init.restriction;
    this.lock = init.lock;
    this.data = init.data;
  }

  /** The session is locked (423 with `locked: true`): only unlock and logout are answered. */
  get isLocked(): boolean {
    return this.lock !== undefined;
  }

  /** HTTP 401, or a status text reading 'unauthorized'. */
  get isUnauthorized(): boolean {
    return this.status === 401 || this.statusText.trim().toLowerCase() === 'unauthorized';
  }
}

export function isBoError(value: unknown): value is BoError {
  return value instanceof BoError;
}

export {
  DEFAULT_ERROR_TITLE,
  type DialogField,
  type ErrorDialog,
  VALIDATION_ERROR_TITLE,
} from '@simrs/validators/errors';

/** The dialog of the spec's error catalogue for a failed call (`errorDialogOf` of the validators). */
export function toDialog(error: unknown): ErrorDialog {
  return errorDialogOf(error);
}
