export type { BarcodeProps } from './Barcode';
export { Barcode } from './Barcode';
export type { BarcodeBars } from './barcode';
export { code128Bars, isCode128Encodable } from './barcode';
export type { QrCodeProps } from './QrCode';
export { QrCode } from './QrCode';
export type { QrErrorCorrection, QrMatrix } from './qr';
export { qrMatrix, qrPath } from './qr';
