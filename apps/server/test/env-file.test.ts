import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isShared, loadEnv } from '../src/env-file';

const dirs: string[] = [];
function tempEnv(): string {
  const dir = mkdtempSync(join(tmpdir(), 'simrs-env-'));
  dirs.push(dir);
  return join(dir, '.env');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('.env file', () => {
  it('an existing world-readable .env becomes owner-only when secrets are added to it', () => {
    const path = tempEnv();
    writeFileSync(path, 'PORT=8081', { mode: 0o644 });
    chmodSync(path, 0o644);
    expect(isShared(path)).toBe(true);
    const { values, generated } = loadEnv(path, {}, ['BO_API_KEY', 'BO_PAYLOAD_PASSPHRASE']);
    expect(generated).toEqual(['BO_API_KEY', 'BO_PAYLOAD_PASSPHRASE']);
    expect(modeOf(path)).toBe(0o600);
    expect(isShared(path)).toBe(false);
    const text = readFileSync(path, 'utf8');
    expect(text.startsWith('PORT=8081\n# generated')).toBe(true);
    expect(text).toContain(`BO_API_KEY=${values.BO_API_KEY}`);
    expect(values.BO_API_KEY?.length).toBeGreaterThanOrEqual(40);
  });

  it('a new .env is created owner-only; nothing is written when every secret is there', () => {
    const path = tempEnv();
    loadEnv(path, {}, ['BO_API_KEY']);
    expect(modeOf(path)).toBe(0o600);
    chmodSync(path, 0o640);
    const before = readFileSync(path, 'utf8');
    const again = loadEnv(path, {}, ['BO_API_KEY']);
    expect(again.generated).toEqual([]);
    expect(readFileSync(path, 'utf8')).toBe(before);
    // Not written: the mode is left as the owner set it, and reported as shared.
    expect(modeOf(path)).toBe(0o640);
    expect(isShared(path)).toBe(true);
  });

  it('values of the environment win over the file and are never written to it', () => {
    const path = tempEnv();
    const { values, generated } = loadEnv(path, { BO_API_KEY: 'from-env' }, ['BO_API_KEY']);
    expect(values.BO_API_KEY).toBe('from-env');
    expect(generated).toEqual([]);
  });
});
