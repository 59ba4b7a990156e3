// The BO protocol client of docs/protocol.md and spec section 7.

import type { SessionRestriction } from '@simrs/validators';
import type { SessionLockInfo } from '@simrs/validators/contracts';
import { createEnvelopeCodec, type EnvelopeCodec, type EnvelopeEngine } from './envelope';
import {
  ABORTED_MESSAGE,
  BoError,
  type FieldErrors,
  httpFailureMessage,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  timeoutMessage,
} from './errors';
import {
  type AppVariables,
  clearSession,
  clearStoredLock,
  createBrowserSessionStorage,
  readLogoutReason,
  readToken,
  type SessionData,
  type SessionStorage,
  type SessionUser,
  storeSession,
  type TwoFactorState,
  writeLogoutReason,
  writeStoredLock,
  type YesNo,
} from './session';

export const BO_PREFIX = '/api/bo';
export const DEFAULT_API_KEY_HEADER = 'x-simrs-key';
export const DISPLAY_TOKEN_HEADER = 'x-display-token';
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Spec section 8: the redirect to login comes 1 second after a 401. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 1000;

export type QueryValue = string | number | boolean;
export type Query = Record<string, QueryValue | null | undefined>;

export interface BoSuccess<T> {
  status: 'success';
  message?: string;
  data: T;
}

export interface ListData<Row> {
  list: Row[];
  /** Matching rows; when `totalExact` is false, a lower bound ('lebih dari {total}'). */
  total: number;
  /** False when the server stopped counting at `total` (absent: exact). */
  totalExact?: boolean;
  page: number;
  shown: number;
  lastPage: number;
  [extra: string]: unknown;
}

export interface RecordData<Row> {
  record: Row;
  [extra: string]: unknown;
}

export interface BoFile {
  name: string;
  mime: string;
  base64: string;
}

/** A file stored by `POST /upload`. */
export interface UploadedFile {
  name: string;
  originalName: string;
  module: string;
  recordId: string;
  menu: string;
  mime: string;
  size: number;
  sha256: string;
  uploadedBy: number | null;
  uploadedAt: string;
}

export interface BlobResult {
  blob: Blob;
  /** From Content-Disposition when the server names the file. */
  filename: string | undefined;
  contentType: string;
}

export type ExportFormat = 'csv' | 'xlsx';

export interface LoginInput {
  username: string;
  password: string;
  isRemember: boolean | YesNo;
}

export interface ProfileData {
  token: string;
  isRemember: YesNo;
  user: SessionUser;
  app?: AppVariables;
  expiresAt?: string;
  mustChangePassword?: boolean;
  twoFactor?: TwoFactorState;
  restriction?: SessionRestriction | null;
}

/**
 * What the client learnt of its session from an answer or a socket, for the app to act on:
 * locked (a 423, or the lock of another tab), unlocked, or a step to take first (a 403 naming
 * `restriction`).
 */
export type SessionSignal =
  | { kind: 'locked'; lock: SessionLockInfo | null }
  | { kind: 'unlocked' }
  | { kind: 'restricted'; restriction: SessionRestriction };

export interface UnlockInput {
  password: string;
  /** The second factor's code, for a user who has one. */
  code?: string;
}

export interface BoClientConfig {
  /** Origin (and optional path) of the API, e.g. 'https://simrs.rs.local'; '' for same origin. */
  apiBase: string;
  /** The fixed API-key value sent on every call. */
  apiKey: string;
  /** Header carrying the API key; 'x-simrs-key' by default. */
  apiKeyHeader?: string;
  /** Envelope passphrase (VITE_BO_PAYLOAD_PASSPHRASE). */
  passphrase: string;
  /** Display token for the public display screens (display() and the display socket). */
  displayToken?: string;
  /** Where the session lives; the browser's cookie + localStorage by default. */
  storage?: SessionStorage;
  /** fetch implementation; globalThis.fetch by default. */
  fetch?: typeof fetch;
  /** Per-call time limit in milliseconds (30 s by default). */
  timeoutMs?: number;
  /** The app's redirect to login, called 1 s after a 401 that ended the session. */
  onUnauthorized?: () => void;
  /** Envelope engine: 'auto' (WebCrypto where it exists, crypto-js otherwise). */
  envelopeEngine?: 'auto' | EnvelopeEngine;
}

export interface RequestOptions {
  method: 'GET' | 'POST';
  path: string;
  query?: Query;
  /** Encrypted into the envelope; makes the call a POST. */
  payload?: Record<string, unknown>;
  /** Sent as plain JSON (display calls). */
  json?: unknown;
  /** Sent as multipart/form-data (uploads); the browser sets the boundary. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Adds the session token to the query (default true). */
  withToken?: boolean;
}

export interface BoClient {
  readonly config: Readonly<BoClientConfig>;
  readonly storage: SessionStorage;
  readonly envelope: EnvelopeCodec;
  /** GET /get/{module}[/{pageSlug}[/{pageId}]] with the query. */
  get<T = unknown>(
    module: string,
    pageSlug?: string | null,
    pageId?: string | number | null,
    query?: Query,
    signal?: AbortSignal,
  ): Promise<BoSuccess<T>>;
  /** POST /do/{module} with the encrypted `{ type, ...payload }`. */
  do<T = unknown>(
    module: string,
    type: string,
    payload?: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<BoSuccess<T>>;
  /** POST /display{path}, unencrypted, with the display token. */
  display<T = unknown>(path: string, data?: unknown, signal?: AbortSignal): Promise<BoSuccess<T>>;
  /** POST /get-file { file }. */
  getFile(file: string, signal?: AbortSignal): Promise<BoFile>;
  /**
   * POST /upload (multipart): a file attached to a record (`module`, `recordId`); the server
   * checks its type by its bytes and its size, and answers the stored file's description.
   */
  upload(
    owner: { module: string; recordId: number | string },
    file: Blob,
    filename: string,
    signal?: AbortSignal,
  ): Promise<BoSuccess<{ file: UploadedFile }>>;
  /** A GET answered with a file (exports, uploads, templates). */
  getBlob(path: string, query?: Query, signal?: AbortSignal): Promise<BlobResult>;
  /** Builds an absolute (or same-origin) URL under /api/bo. */
  url(path: string, query?: Query, withToken?: boolean): string;
  /** URL opened in a new window to export a list: export=1, token, download and the current query. */
  exportUrl(module: string, query?: Query, download?: ExportFormat): string;
  templateUrl(name: string): string;
  uploaderUrl(file: string): string;
  /**
   * URL of the hospital's logo (public, no token) for `app.logoVersion`; undefined without a logo.
   * The version in the URL makes a new logo show at once.
   */
  logoUrl(version: string | null | undefined): string | undefined;
  /** The low-level call every method uses. */
  request<T = unknown>(options: RequestOptions): Promise<BoSuccess<T>>;
  /** POST /do/Auth login; stores the session. */
  login(input: LoginInput): Promise<BoSuccess<SessionData>>;
  /** POST /do/Auth refresh (start-up); stores the session. */
  refresh(): Promise<BoSuccess<SessionData>>;
  /** remove-token, then Auth logout; clears the session and records reason 'logout'. Never throws. */
  logout(): Promise<void>;
  /** The token of the auth cookie. */
  token(): string | undefined;
  /** POST /do/Auth lock (the app's idle time passed); signals 'locked' at once. */
  lock(): Promise<void>;
  /** POST /do/Auth unlock with the password (and code); stores the session, signals 'unlocked'. */
  unlock(input: UnlockInput): Promise<BoSuccess<SessionData>>;
  /** Listens to what the client learns of its session; returns the unsubscribe function. */
  onSessionSignal(listener: (signal: SessionSignal) => void): () => void;
  /** Tells the listeners (the realtime connections report what their sockets hear). */
  signalSession(signal: SessionSignal): void;
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

export function buildQuery(query: Query | undefined): string {
  const params = new URLSearchParams();
  if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      out[field] = messages.filter((m): m is string => typeof m === 'string');
    } else if (typeof messages === 'string') {
      out[field] = [messages];
    }
  }
  return out;
}

function errorFromBody(
  status: number,
  statusText: string,
  body: unknown,
  fallbackMessage: string,
): BoError {
  const record = isRecord(body) ? body : {};
  const message =
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : fallbackMessage;
  const title = typeof record.title === 'string' ? record.title : undefined;
  const restriction =
    status === 403 && isRestriction(record.restriction) ? record.restriction : undefined;
  const lock = record.locked === true ? lockInfoOf(record.lock) : undefined;
  // A body `status: 'unauthorized'` counts like the status text (spec section 8).
  const bodyStatus =
    typeof record.status === 'string' && record.status.toLowerCase() === 'unauthorized'
      ? 'Unauthorized'
      : statusText;
  return new BoError({
    kind: 'http',
    status,
    statusText: bodyStatus,
    message,
    ...(title !== undefined ? { title } : {}),
    errors: readFieldErrors(record.errors),
    ...(restriction ? { restriction } : {}),
    ...(lock ? { lock } : {}),
    ...(record.data !== undefined && record.data !== null ? { data: record.data } : {}),
  });
}

const RESTRICTIONS: readonly string[] = ['second-factor', 'change-password', 'two-factor-setup'];

function isRestriction(value: unknown): value is SessionRestriction {
  return typeof value === 'string' && RESTRICTIONS.includes(value);
}

/** The lock of a 423 body (a body without details still counts as locked). */
function lockInfoOf(value: unknown): SessionLockInfo {
  const v = isRecord(value) ? value : {};
  return {
    name: typeof v.name === 'string' ? v.name : '',
    username: typeof v.username === 'string' ? v.username : '',
    twoFactor: v.twoFactor === true,
    lockedAt: typeof v.lockedAt === 'string' ? v.lockedAt : new Date().toISOString(),
  };
}

function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain?.[2]?.trim();
}

export function createBoClient(config: BoClientConfig): BoClient {
  const storage = config.storage ?? createBrowserSessionStorage();
  const base = `${config.apiBase.replace(/\/+$/, '')}${BO_PREFIX}`;
  const apiKeyHeader = config.apiKeyHeader ?? DEFAULT_API_KEY_HEADER;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const envelope = createEnvelopeCodec({
    passphrase: config.passphrase,
    engine: config.envelopeEngine ?? 'auto',
  });
  let redirectTimer: ReturnType<typeof setTimeout> | undefined;
  const signalListeners = new Set<(signal: SessionSignal) => void>();
  const signalSession = (signal: SessionSignal): void => {
    // Every tab of this browser learns it too (through the stored lock: a 'storage' event).
    if (signal.kind === 'locked') writeStoredLock(storage, signal.lock ?? {});
    if (signal.kind === 'unlocked') clearStoredLock(storage);
    for (const listener of [...signalListeners]) listener(signal);
  };
  /** A 423 or a restricted 403 of this session's token tells the app. */
  const handleSessionAnswer = (error: BoError, tokenAtRequest: string | undefined): void => {
    if (!tokenAtRequest || tokenAtRequest !== readToken(storage)) return;
    if (error.lock) signalSession({ kind: 'locked', lock: error.lock });
    else if (error.restriction)
      signalSession({ kind: 'restricted', restriction: error.restriction });
  };

  const doFetch = (input: string, init: RequestInit): Promise<Response> =>
    (config.fetch ?? globalThis.fetch)(input, init);

  const url = (path: string, query?: Query, withToken = true): string => {
    const token = withToken ? readToken(storage) : undefined;
    const cleanPath = path.startsWith('/') ? path : `/${path}`;
    return `${base}${cleanPath}${buildQuery({ ...query, ...(token ? { token } : {}) })}`;
  };

  const handleUnauthorized = (error: BoError, tokenAtRequest: string | undefined): void => {
    if (!error.isUnauthorized || !tokenAtRequest) return;
    if (readLogoutReason(storage) !== undefined) return;
    writeLogoutReason(storage, 'unauthorized');
    clearSession(storage);
    if (redirectTimer === undefined && config.onUnauthorized) {
      const redirect = config.onUnauthorized;
      redirectTimer = setTimeout(() => {
        redirectTimer = undefined;
        redirect();
      }, UNAUTHORIZED_REDIRECT_DELAY_MS);
    }
  };

  const send = async (
    options: RequestOptions,
  ): Promise<{ response: Response; token: string | undefined }> => {
    const token = options.withToken === false ? undefined : readToken(storage);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      [apiKeyHeader]: config.apiKey,
      ...options.headers,
    };
    let body: string | undefined;
    if (options.payload !== undefined) {
      body = JSON.stringify({ data: await envelope.seal(options.payload) });
      headers['Content-Type'] = 'application/json';
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    }
    const formBody = options.form;
    const method = body === undefined && formBody === undefined ? options.method : 'POST';
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = (): void => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    try {
      if (options.signal?.aborted) controller.abort();
      const response = await doFetch(url(options.path, options.query, token !== undefined), {
        method,
        headers,
        ...(body !== undefined ? { body } : formBody !== undefined ? { body: formBody } : {}),
        signal: controller.signal,
        credentials: 'omit',
      });
      return { response, token };
    } catch (cause) {
      if (timedOut) {
        throw new BoError({
          kind: 'timeout',
          status: 0,
          message: timeoutMessage(Math.max(1, Math.ceil(timeoutMs / 1000))),
          cause,
        });
      }
      if (controller.signal.aborted) {
        throw new BoError({ kind: 'aborted', status: 0, message: ABORTED_MESSAGE, cause });
      }
      throw new BoError({ kind: 'network', status: 0, message: NETWORK_ERROR_MESSAGE, cause });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }
  };

  const readBody = async (response: Response): Promise<unknown> => {
    const text = await response.text();
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  const request = async <T>(options: RequestOptions): Promise<BoSuccess<T>> => {
    const { response, token } = await send(options);
    let body: unknown;
    try {
      body = await readBody(response);
    } catch (cause) {
      throw new BoError({ kind: 'network', status: 0, message: NETWORK_ERROR_MESSAGE, cause });
    }
    if (!response.ok || (isRecord(body) && body.status !== 'success')) {
      const error = errorFromBody(
        response.status,
        response.statusText,
        body,
        response.ok ? INVALID_RESPONSE_MESSAGE : httpFailureMessage(response.status),
      );
      handleUnauthorized(error, token);
      handleSessionAnswer(error, token);
      throw error;
    }
    if (!isRecord(body)) {
      throw new BoError({
        kind: 'invalid-response',
        status: response.status,
        message: INVALID_RESPONSE_MESSAGE,
      });
    }
    return body as unknown as BoSuccess<T>;
  };

  const getBlob = async (path: string, query?: Query, signal?: AbortSignal) => {
    const { response, token } = await send({
      method: 'GET',
      path,
      ...(query ? { query } : {}),
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) {
      const error = errorFromBody(
        response.status,
        response.statusText,
        await readBody(response).catch(() => undefined),
        httpFailureMessage(response.status),
      );
      handleUnauthorized(error, token);
      handleSessionAnswer(error, token);
      throw error;
    }
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch (cause) {
      throw new BoError({ kind: 'network', status: 0, message: NETWORK_ERROR_MESSAGE, cause });
    }
    return {
      blob,
      filename: filenameFromDisposition(response.headers.get('content-disposition')),
      contentType: response.headers.get('content-type') ?? blob.type,
    };
  };

  const client: BoClient = {
    config,
    storage,
    envelope,
    request,
    get(module, pageSlug, pageId, query, signal) {
      let path = `/get/${segment(trimSlashes(module))}`;
      if (pageSlug !== undefined && pageSlug !== null && pageSlug !== '') {
        path += `/${segment(pageSlug)}`;
        if (pageId !== undefined && pageId !== null && pageId !== '') path += `/${segment(pageId)}`;
      }
      return request({
        method: 'GET',
        path,
        ...(query ? { query } : {}),
        ...(signal ? { signal } : {}),
      });
    },
    do(module, type, payload, signal) {
      return request({
        method: 'POST',
        path: `/do/${segment(trimSlashes(module))}`,
        payload: { ...payload, type },
        ...(signal ? { signal } : {}),
      });
    },
    display(path, data, signal) {
      const cleanPath = path.startsWith('/') ? path : `/${path}`;
      return request({
        method: 'POST',
        path: `/display${cleanPath}`,
        json: data ?? {},
        withToken: false,
        headers: config.displayToken ? { [DISPLAY_TOKEN_HEADER]: config.displayToken } : {},
        ...(signal ? { signal } : {}),
      });
    },
    async getFile(file, signal) {
      const result = await request<BoFile>({
        method: 'POST',
        path: '/get-file',
        payload: { file },
        ...(signal ? { signal } : {}),
      });
      return result.data;
    },
    upload(owner, file, filename, signal) {
      // The owner's fields come before the file: the server reads them first.
      const form = new FormData();
      form.append('module', owner.module);
      form.append('recordId', String(owner.recordId));
      form.append('file', file, filename);
      return request<{ file: UploadedFile }>({
        method: 'POST',
        path: '/upload',
        form,
        ...(signal ? { signal } : {}),
      });
    },
    getBlob,
    url,
    exportUrl(module, query, download = 'xlsx') {
      return url(`/get/${segment(trimSlashes(module))}`, { ...query, export: 1, download });
    },
    templateUrl(name) {
      return url(`/template/${segment(name)}`);
    },
    logoUrl(version) {
      return version ? url('/logo', { v: version }, false) : undefined;
    },
    uploaderUrl(file) {
      return url(`/uploader/${file.split('/').map(segment).join('/')}`);
    },
    async login(input) {
      const isRemember =
        input.isRemember === true || input.isRemember === 'Y' ? ('Y' as const) : ('N' as const);
      const result = await request<SessionData>({
        method: 'POST',
        path: '/do/Auth',
        payload: { type: 'login', username: input.username, password: input.password, isRemember },
        withToken: false,
      });
      storeSession(storage, result.data);
      return result;
    },
    async refresh() {
      const result = await client.do<SessionData>('Auth', 'refresh', {});
      storeSession(storage, result.data);
      return result;
    },
    async logout() {
      // The reason is recorded first so the 401s of the calls below do not redirect again.
      writeLogoutReason(storage, 'logout');
      if (readToken(storage)) {
        await client.do('Users', 'remove-token', {}).catch(() => undefined);
        await client.do('Auth', 'logout', {}).catch(() => undefined);
      }
      clearSession(storage);
    },
    token: () => readToken(storage),
    async lock() {
      signalSession({ kind: 'locked', lock: null });
      await client.do('Auth', 'lock', {});
    },
    async unlock(input) {
      const result = await client.do<SessionData>('Auth', 'unlock', {
        password: input.password,
        ...(input.code ? { code: input.code } : {}),
      });
      storeSession(storage, result.data);
      signalSession({ kind: 'unlocked' });
      return result;
    },
    onSessionSignal(listener) {
      signalListeners.add(listener);
      return () => {
        signalListeners.delete(listener);
      };
    },
    signalSession,
  };
  return client;
}
