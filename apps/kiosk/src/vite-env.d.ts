/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DISPLAY_TOKEN: string;
  readonly VITE_HOSPITAL_NAME: string;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetector {
  detect(source: CanvasImageSource | ImageData): Promise<DetectedBarcode[]>;
}
declare var BarcodeDetector:
  | {
      new (options?: { formats: string[] }): BarcodeDetector;
      getSupportedFormats(): Promise<string[]>;
    }
  | undefined;
