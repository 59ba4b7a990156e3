import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(appDir, '../..');

/**
 * The public displays and kiosks. They hold only the display token (from the root `.env` the
 * server writes, or the environment): never the API key or the payload passphrase, since a public
 * terminal must not be able to call staff APIs.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, repoRoot, '');
  const target = env.BO_API_URL ?? `http://127.0.0.1:${env.PORT ?? '8080'}`;
  const proxy = { '/api/bo': { target, changeOrigin: false, ws: true } };
  return {
    root: appDir,
    plugins: [react(), precompress()],
    define: {
      'import.meta.env.VITE_DISPLAY_TOKEN': JSON.stringify(env.BO_DISPLAY_TOKEN ?? ''),
      // Shown only until the first read of static-settings (and on a terminal that never reached it).
      'import.meta.env.VITE_HOSPITAL_NAME': JSON.stringify(env.HOSPITAL_NAME ?? ''),
    },
    server: { port: 5174, strictPort: true, proxy },
    preview: { port: Number(env.KIOSK_PORT ?? 5174), strictPort: true, proxy },
    build: { outDir: 'dist', sourcemap: false, manifest: true },
  };
});
