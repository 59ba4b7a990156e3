/**
 * The template registry: every template version ever published (key + version -> definition).
 * A stored document names its template's key and version, so an old version is never removed:
 * a changed form is a new entry with the next version, and new documents take the latest.
 */
import type { FormTemplate } from './kit';
import { edukasiTerintegrasi } from './templates/edukasi-terintegrasi';
import { kajianAwalAnak } from './templates/kajian-awal-anak';
import { kajianAwalBbl } from './templates/kajian-awal-bbl';
import { kajianAwalIcu } from './templates/kajian-awal-icu';
import { kajianAwalMedis } from './templates/kajian-awal-medis';
import { kajianAwalMedisBbl } from './templates/kajian-awal-medis-bbl';
import { kajianAwalNicu } from './templates/kajian-awal-nicu';
import { kajianAwalObsgyn } from './templates/kajian-awal-obsgyn';
import { kajianAwalPicu } from './templates/kajian-awal-picu';
import { kajianAwalUmum, kajianAwalUmumV1 } from './templates/kajian-awal-umum';
import { kajianNyeri } from './templates/kajian-nyeri';
import { kajianResikoJatuh } from './templates/kajian-resiko-jatuh';
import { skriningGizi } from './templates/skrining-gizi';

/** Every published template version, in menu order. */
export const templateRegistry: readonly FormTemplate[] = Object.freeze([
  kajianAwalUmumV1,
  kajianAwalUmum,
  kajianAwalAnak,
  kajianAwalObsgyn,
  kajianAwalBbl,
  kajianAwalIcu,
  kajianAwalNicu,
  kajianAwalPicu,
  kajianAwalMedis,
  kajianAwalMedisBbl,
  skriningGizi,
  kajianNyeri,
  kajianResikoJatuh,
  edukasiTerintegrasi,
]);

const byKey = new Map<string, FormTemplate[]>();
for (const t of templateRegistry) {
  const list = byKey.get(t.key) ?? [];
  if (list.some((x) => x.version === t.version)) {
    throw new Error(`Template ${t.key} version ${t.version} registered twice`);
  }
  list.push(t);
  list.sort((a, b) => a.version - b.version);
  byKey.set(t.key, list);
}

/** A template by key and version; without a version, its latest. Undefined when unknown. */
export function findTemplate(key: string, version?: number): FormTemplate | undefined {
  const list = byKey.get(key);
  if (!list) return undefined;
  return version === undefined ? list[list.length - 1] : list.find((t) => t.version === version);
}

/** The latest version of every template, in menu order. */
export function latestTemplates(): FormTemplate[] {
  const seen = new Set<string>();
  const out: FormTemplate[] = [];
  for (const t of templateRegistry) {
    if (seen.has(t.key)) continue;
    seen.add(t.key);
    const latest = findTemplate(t.key);
    if (latest) out.push(latest);
  }
  return out;
}

/** Every template key. */
export function templateKeys(): string[] {
  return [...byKey.keys()];
}
