/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BO_API_KEY: string;
  readonly VITE_BO_API_KEY_HEADER: string;
  readonly VITE_BO_PAYLOAD_PASSPHRASE: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
