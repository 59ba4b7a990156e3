/**
 * Verifying a letter: the answer anyone holding its QR may see (number, kind, date, doctor,
 * status, the patient's initials and birth year; nothing else of the patient), as JSON for the
 * apps (`GET /get/Surat/verifikasi?kode=`, an anonymous query) and as a small HTML page for a
 * phone's camera (`GET /api/bo/surat/verifikasi?kode=`, no API key, the URL the QR carries).
 */
import {
  LETTER_KIND_LABELS,
  LETTER_STATUS_LABELS,
  type LetterVerification,
  type LetterView,
  SURAT_MESSAGES,
} from '@simrs/validators/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../platform/module';
import { letterByCode, VERIFY_PAGE_PATH, verifyPathOf } from './reads';
import { initialsOf, longDate } from './words';

const CODE = /^[A-Z2-7]{24}$/;

/** The verification answer of a letter. */
export function verificationOf(letter: LetterView, hospitalName: string): LetterVerification {
  const birth = letter.visit.patient.birthDate;
  return {
    number: letter.number,
    kind: letter.kind,
    kindLabel: LETTER_KIND_LABELS[letter.kind],
    issuedOn: letter.issuedOn,
    doctorName: letter.doctor.name ?? '-',
    patientInitials: initialsOf(letter.visit.patient.name),
    patientBirthYear: birth ? Number(birth.slice(0, 4)) : null,
    status: letter.status,
    hospitalName,
  };
}

/**
 * The URL a letter's QR carries: the public page on the origin the letter was printed from (the
 * host the staff's browser reached, as the proxy forwards it when `trustProxy` is on).
 */
export function verifyUrlOf(req: FastifyRequest, code: string): string {
  return `${req.protocol}://${req.host}/api/bo${verifyPathOf(code)}`;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function pageHtml(title: string, hospital: string, body: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;border:1px solid #d0d7de}
h1{font-size:1.25rem;margin:0 0 .25rem}p.h{margin:0 0 1rem;color:#57606a}
.s{padding:.75rem 1rem;border-radius:.5rem;font-weight:700;margin:0 0 1rem}
.ok{background:#dafbe1;color:#116329;border:1px solid #4ac26b}.void{background:#ffebe9;color:#a40e26;border:1px solid #ff8182}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0}dt{color:#57606a}dd{margin:0;font-weight:600}
small{display:block;margin-top:1rem;color:#57606a}
</style></head>
<body><main><h1>Verifikasi Surat</h1><p class="h">${escapeHtml(hospital)}</p>${body}</main></body></html>`;
}

/** The page of a verification answer. */
export function verificationHtml(v: LetterVerification): string {
  const status =
    v.status === 'BATAL'
      ? `<p class="s void" role="status">${LETTER_STATUS_LABELS.BATAL.toUpperCase()} (VOID): surat ini tidak berlaku.</p>`
      : `<p class="s ok" role="status">Surat asli dan ${LETTER_STATUS_LABELS.BERLAKU.toLowerCase()}.</p>`;
  const rows: [string, string][] = [
    ['Nomor', v.number],
    ['Jenis', v.kindLabel],
    ['Tanggal', longDate(v.issuedOn)],
    ['Dokter', v.doctorName],
    ['Pasien (inisial)', v.patientInitials || '-'],
    ['Tahun lahir', v.patientBirthYear === null ? '-' : String(v.patientBirthYear)],
  ];
  const list = rows
    .map(([k, val]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(val)}</dd>`)
    .join('');
  return pageHtml(
    `Verifikasi ${v.number}`,
    v.hospitalName,
    `${status}<dl>${list}</dl><small>Data pasien lain tidak ditampilkan.</small>`,
  );
}

const SECURITY = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-robots-tag': 'noindex',
};

/** Pages per address per minute: a person scans a few letters; a script is slowed down. */
const PAGES_PER_MINUTE = 30;

/** Registers the public page (no API key: `publicPaths`). */
export function registerVerifyPage(api: FastifyInstance, deps: ModuleDeps): void {
  const limit = api.createRateLimit({
    max: PAGES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `surat-verify:${req.ip}`,
  });
  api.get(VERIFY_PAGE_PATH, async (req, reply) => {
    reply.headers(SECURITY).type('text/html; charset=utf-8');
    const hospital = (await deps.settings.get()).hospitalName;
    const r = await limit(req);
    if (!r.isAllowed && r.isExceeded) {
      reply.header('retry-after', String(r.ttlInSeconds)).status(429);
      return pageHtml(
        'Verifikasi Surat',
        hospital,
        `<p class="s void">Terlalu banyak percobaan. Coba lagi dalam ${r.ttlInSeconds} detik.</p>`,
      );
    }
    const raw = (req.query as Record<string, unknown>).kode;
    const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    const letter = CODE.test(code) ? await letterByCode(deps.db, code) : undefined;
    if (!letter) {
      reply.status(404);
      return pageHtml(
        'Verifikasi Surat',
        hospital,
        `<p class="s void" role="status">${escapeHtml(SURAT_MESSAGES.notFound)}</p>`,
      );
    }
    return verificationHtml(verificationOf(letter, hospital));
  });
}
