import { createHash } from 'node:crypto';

/** The stored logo (a checked data URL) as the bytes `GET /api/bo/logo` answers. */
export interface LogoImage {
  type: string;
  bytes: Buffer;
  /** First 16 hex digits of the SHA-256 of the bytes: the ETag and the `v` of the logo's URL. */
  tag: string;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

let last: { source: string; image: LogoImage | null } | null = null;

/**
 * Decodes the settings' logo. The last one is kept, so every profile answer (which carries the
 * logo's version) costs no decoding or hashing while the logo does not change.
 */
export function logoImage(dataUrl: string | null): LogoImage | null {
  if (!dataUrl) return null;
  if (last?.source === dataUrl) return last.image;
  const match = DATA_URL.exec(dataUrl);
  let image: LogoImage | null = null;
  if (match?.[1] && match[2]) {
    const bytes = Buffer.from(match[2], 'base64');
    const tag = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    image = { type: match[1], bytes, tag };
  }
  last = { source: dataUrl, image };
  return image;
}
