/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BO_API_KEY: string;
  readonly VITE_BO_API_KEY_HEADER: string;
  readonly VITE_BO_PAYLOAD_PASSPHRASE: string;
  /** Origin of the kiosk app (public displays); empty: this host on VITE_KIOSK_PORT. */
  readonly VITE_KIOSK_URL: string;
  readonly VITE_KIOSK_PORT: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
