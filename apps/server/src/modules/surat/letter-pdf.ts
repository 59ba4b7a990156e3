/**
 * The printed letters: one pdfmake definition per letter (the letterhead, the title and number,
 * the kind's text in Indonesian, the patient's identity, the signature block with the doctor's
 * name, and the QR of the verification page). A voided letter prints with 'DIBATALKAN' across it.
 */

import type { StaticSettings } from '@simrs/validators';
import {
  COLOR_VISION_LABELS,
  type ControlContent,
  daysInclusive,
  HEALTH_RESULT_LABELS,
  type HealthCertificateContent,
  LETTER_KIND_LABELS,
  type LetterView,
  type MedicalReportContent,
  type ReferralContent,
  type SickLeaveContent,
} from '@simrs/validators/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { fieldsTable, letterhead, page } from './pdf';
import {
  ageOn,
  longDate,
  numberText,
  poliText,
  sexText,
  terbilang,
  visitKindText,
  weekdayDate,
  wibDateTime,
} from './words';

const TITLES: Record<LetterView['kind'], string> = {
  SAKIT: 'SURAT KETERANGAN SAKIT',
  SEHAT: 'SURAT KETERANGAN SEHAT',
  RUJUKAN: 'SURAT RUJUKAN',
  KONTROL: 'SURAT KONTROL',
  MEDIS: 'MEDICAL REPORT',
};

const paragraph = (text: string): Content => ({ text, margin: [0, 4, 0, 4], alignment: 'justify' });

function identity(letter: LetterView): Content {
  const p = letter.visit.patient;
  return fieldsTable([
    ['Nama', p.name],
    ['No. Rekam Medis', p.rmNo],
    ['Jenis Kelamin', sexText(p.sex)],
    [
      'Tanggal Lahir / Umur',
      p.birthDate ? `${longDate(p.birthDate)} / ${ageOn(p.birthDate, letter.issuedOn)}` : '-',
    ],
  ]);
}

function visitLine(letter: LetterView): string {
  const v = letter.visit;
  return [
    `${visitKindText(v.kind)} ${longDate(v.visitDate)}`,
    v.poliName ? poliText(v.poliName) : null,
    `No. Registrasi ${v.regNo}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function sickLeave(letter: LetterView, c: SickLeaveContent, hospital: string): Content[] {
  const days = daysInclusive(c.from, c.to);
  return [
    paragraph(`Yang bertanda tangan di bawah ini, dokter pada ${hospital}, menerangkan bahwa:`),
    identity(letter),
    paragraph(
      `Berdasarkan hasil pemeriksaan pada tanggal ${longDate(letter.visit.visitDate)}, pasien tersebut dalam keadaan sakit dan perlu beristirahat selama ${days} (${terbilang(days)}) hari, terhitung mulai tanggal ${longDate(c.from)} sampai dengan tanggal ${longDate(c.to)}.`,
    ),
    ...(c.note ? [fieldsTable([['Keterangan', c.note]])] : []),
    paragraph('Demikian surat keterangan ini dibuat untuk dipergunakan sebagaimana mestinya.'),
  ];
}

function healthCertificate(
  letter: LetterView,
  c: HealthCertificateContent,
  hospital: string,
): Content[] {
  return [
    paragraph(
      `Yang bertanda tangan di bawah ini, dokter pada ${hospital}, telah melakukan pemeriksaan kesehatan pada tanggal ${longDate(letter.visit.visitDate)} terhadap:`,
    ),
    identity(letter),
    { text: 'Hasil pemeriksaan', style: 'subheading' },
    fieldsTable([
      ['Tinggi Badan', c.height === null ? '-' : `${numberText(c.height)} cm`],
      ['Berat Badan', c.weight === null ? '-' : `${numberText(c.weight)} kg`],
      ['Tekanan Darah', c.bloodPressure ? `${c.bloodPressure} mmHg` : '-'],
      ['Buta Warna', c.colorVision ? COLOR_VISION_LABELS[c.colorVision] : '-'],
      ['Hasil Pemeriksaan', c.findings],
    ]),
    paragraph(
      `Berdasarkan hasil pemeriksaan tersebut, yang bersangkutan dinyatakan dalam keadaan ${HEALTH_RESULT_LABELS[c.result].toUpperCase()}.`,
    ),
    paragraph(
      `Surat keterangan ini dibuat untuk keperluan: ${c.purpose}, dan dipergunakan sebagaimana mestinya.`,
    ),
  ];
}

function referral(letter: LetterView, c: ReferralContent): Content[] {
  return [
    {
      stack: [
        'Kepada Yth.',
        {
          text: c.destinationClinic ? `${c.destinationClinic}` : 'Dokter yang merawat',
          bold: true,
        },
        { text: c.destination, bold: true },
        'di tempat',
      ],
      margin: [0, 0, 0, 8],
    },
    paragraph(
      'Dengan hormat, mohon pemeriksaan dan penanganan lebih lanjut terhadap pasien berikut:',
    ),
    identity(letter),
    fieldsTable([
      ['Kunjungan', visitLine(letter)],
      ['Diagnosis', c.diagnosis],
      ['Alasan Rujukan', c.reason],
      ['Terapi yang Telah Diberikan', c.therapy ?? '-'],
    ]),
    paragraph('Atas bantuan dan kerja samanya kami ucapkan terima kasih.'),
  ];
}

function control(letter: LetterView, c: ControlContent): Content[] {
  return [
    paragraph('Pasien berikut diminta untuk datang kontrol kembali:'),
    identity(letter),
    fieldsTable([
      ['Tanggal Kontrol', weekdayDate(c.controlDate)],
      ['Poli', c.poliName],
      ['Diagnosis', c.diagnosis ?? '-'],
      ['Rencana / Keterangan', c.note ?? '-'],
      ['Kunjungan Asal', visitLine(letter)],
    ]),
    paragraph(
      'Mohon membawa surat ini, kartu berobat dan hasil pemeriksaan sebelumnya saat kontrol.',
    ),
  ];
}

function medicalReport(letter: LetterView, c: MedicalReportContent): Content[] {
  const f = c.facts;
  const list = (items: string[], empty: string): Content =>
    items.length > 0 ? { ul: items, margin: [0, 0, 0, 4] } : { text: empty, style: 'muted' };
  return [
    identity(letter),
    fieldsTable([
      ['Kunjungan', visitLine(letter)],
      ['DPJP', letter.visit.doctorName ?? '-'],
      ...(c.purpose ? ([['Keperluan', c.purpose]] as [string, string][]) : []),
    ]),
    { text: 'Diagnosis (ICD-10)', style: 'subheading' },
    list(
      f.diagnoses.map(
        (d) =>
          `${d.code} ${d.display}${d.role === 'UTAMA' ? ' (utama)' : d.role ? ' (sekunder)' : ''}`,
      ),
      'Tidak ada diagnosis tercatat.',
    ),
    { text: 'Tindakan (ICD-9-CM)', style: 'subheading' },
    list(
      f.procedures.map(
        (p) => `${p.code} ${p.display}${p.performedAt ? ` · ${wibDateTime(p.performedAt)}` : ''}`,
      ),
      'Tidak ada tindakan tercatat.',
    ),
    { text: 'Hasil Pemeriksaan', style: 'subheading' },
    f.observations.length > 0
      ? fieldsTable(
          f.observations.map((o) => [o.label, o.text] as [string, string]),
          170,
        )
      : { text: 'Tidak ada hasil pemeriksaan yang ditandatangani.', style: 'muted' },
    ...(f.documents.length > 0
      ? [
          {
            text: `Dari dokumen: ${f.documents
              .map((d) => `${d.title}${d.signedBy ? ` (${d.signedBy})` : ''}`)
              .join('; ')}.`,
            style: 'muted',
          } as Content,
        ]
      : []),
    { text: 'Rencana', style: 'subheading' },
    f.plan
      ? {
          stack: [
            f.plan.text,
            ...(f.plan.instruction ? [`Instruksi: ${f.plan.instruction}`] : []),
            {
              text: `CPPT ${f.plan.author ?? ''} · ${wibDateTime(f.plan.writtenAt)}`,
              style: 'muted',
            },
          ],
        }
      : { text: 'Tidak ada rencana pada CPPT.', style: 'muted' },
    { text: 'Kesimpulan', style: 'subheading' },
    { text: c.conclusion },
  ];
}

/** The QR and the signature, side by side at the end of the letter. */
function signature(letter: LetterView, verifyUrl: string): Content {
  return {
    columns: [
      {
        width: 170,
        stack: [
          { qr: verifyUrl, fit: 92, margin: [0, 0, 0, 4] },
          { text: 'Pindai untuk memeriksa keaslian surat.', style: 'muted' },
          { text: `Kode verifikasi: ${letter.verifyCode}`, style: 'muted' },
        ],
      },
      { width: '*', text: '' },
      {
        width: 200,
        stack: [
          { text: longDate(letter.issuedOn) },
          { text: letter.kind === 'MEDIS' ? 'Dokter Penanggung Jawab,' : 'Dokter Pemeriksa,' },
          { text: 'Ditandatangani secara elektronik', style: 'muted', margin: [0, 20, 0, 20] },
          { text: letter.doctor.name ?? '-', bold: true, decoration: 'underline' },
        ],
      },
    ],
    margin: [0, 18, 0, 0],
    unbreakable: true,
  };
}

/** The definition of one letter's PDF. */
export function letterDocument(
  letter: LetterView,
  settings: StaticSettings,
  verifyUrl: string,
  printedAt: Date,
): TDocumentDefinitions {
  const hospital = settings.hospitalName;
  let body: Content[];
  switch (letter.kind) {
    case 'SAKIT':
      body = sickLeave(letter, letter.content as SickLeaveContent, hospital);
      break;
    case 'SEHAT':
      body = healthCertificate(letter, letter.content as HealthCertificateContent, hospital);
      break;
    case 'RUJUKAN':
      body = referral(letter, letter.content as ReferralContent);
      break;
    case 'KONTROL':
      body = control(letter, letter.content as ControlContent);
      break;
    default:
      body = medicalReport(letter, letter.content as MedicalReportContent);
  }
  const voided = letter.void
    ? [
        {
          text: `DIBATALKAN pada ${wibDateTime(letter.void.at)} oleh ${letter.void.by ?? '-'}: ${letter.void.reason}`,
          color: '#c62828',
          bold: true,
          margin: [0, 0, 0, 8],
        } as Content,
      ]
    : [];
  return page({
    title: `${letter.number} ${LETTER_KIND_LABELS[letter.kind]}`,
    subject: LETTER_KIND_LABELS[letter.kind],
    author: hospital,
    watermark: letter.void ? 'DIBATALKAN' : null,
    content: [
      letterhead(settings),
      { text: TITLES[letter.kind], style: 'title' },
      ...(letter.kind === 'MEDIS'
        ? [{ text: '(Laporan Medis)', style: 'subtitle' } as Content]
        : []),
      { text: `Nomor: ${letter.number}`, style: 'subtitle', margin: [0, 2, 0, 14] },
      ...voided,
      ...body,
      signature(letter, verifyUrl),
    ],
    footer: (current, count) =>
      `${letter.number} · dicetak ${wibDateTime(printedAt)} · Halaman ${current} dari ${count}`,
  });
}
