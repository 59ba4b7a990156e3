/**
 * QR decoding: the browser's BarcodeDetector where it exists (Chromium on Android/ChromeOS,
 * some desktops), else jsQR (loaded on demand, only on the scan screens).
 */
export type Decoder = (image: ImageData) => Promise<string | null>;

export async function createDecoder(): Promise<{ decode: Decoder; engine: string }> {
  if (typeof BarcodeDetector !== 'undefined') {
    try {
      const formats = await BarcodeDetector.getSupportedFormats();
      if (formats.includes('qr_code')) {
        const detector = new BarcodeDetector({ formats: ['qr_code'] });
        return {
          engine: 'BarcodeDetector',
          decode: async (image) => (await detector.detect(image))[0]?.rawValue ?? null,
        };
      }
    } catch {
      // fall through to the library
    }
  }
  const { default: jsQR } = await import('jsqr');
  return {
    engine: 'jsQR',
    decode: async (image) =>
      jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ??
      null,
  };
}

/** Decodes an image file or URL (used for pictures of letters, and by tests). */
export async function decodeImageUrl(url: string, decode: Decoder): Promise<string | null> {
  const img = new Image();
  img.src = url;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(img, 0, 0);
  return decode(ctx.getImageData(0, 0, canvas.width, canvas.height));
}
