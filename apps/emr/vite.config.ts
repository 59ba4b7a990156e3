import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(appDir, '../..');

/**
 * The staff SPA. The API key and payload passphrase come from the root `.env` that the server
 * writes on its first start (or from the environment, which wins); they are injected at build
 * time and never committed.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, repoRoot, '');
  const target = env.BO_API_URL ?? `http://127.0.0.1:${env.PORT ?? '8080'}`;
  if (!existsSync(resolve(repoRoot, '.env')) && !env.BO_API_KEY) {
    console.warn('[emr] no .env yet: start the server once (npm start) so it writes the secrets');
  }
  const proxy = { '/api/bo': { target, changeOrigin: false, ws: true } };
  return {
    root: appDir,
    plugins: [react()],
    define: {
      'import.meta.env.VITE_BO_API_KEY': JSON.stringify(env.BO_API_KEY ?? ''),
      'import.meta.env.VITE_BO_API_KEY_HEADER': JSON.stringify(
        env.BO_API_KEY_HEADER ?? 'x-simrs-key',
      ),
      'import.meta.env.VITE_BO_PAYLOAD_PASSPHRASE': JSON.stringify(env.BO_PAYLOAD_PASSPHRASE ?? ''),
      // Public display routes are sent to the kiosk app (src/routing/kiosk.ts).
      'import.meta.env.VITE_KIOSK_URL': JSON.stringify(env.VITE_KIOSK_URL ?? env.KIOSK_URL ?? ''),
      'import.meta.env.VITE_KIOSK_PORT': JSON.stringify(env.KIOSK_PORT ?? ''),
    },
    server: { port: 5173, strictPort: true, proxy },
    preview: { port: Number(env.EMR_PORT ?? 5173), strictPort: true, proxy },
    build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  };
});
