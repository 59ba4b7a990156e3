import { labelOf } from '@simrs/domain';
import {
  type ClinicalContent,
  clinicalDocumentStatus,
  conditionHolds,
  type FormTemplate,
  isFilled,
  PROFESSION_LABELS,
} from '@simrs/validators/forms';
import { PrintPage } from './ClinicalForm.styles';
import { valueLines } from './values';

export interface ClinicalDocumentPrintProps {
  template: FormTemplate;
  content: ClinicalContent;
  /** The hospital's name at the top. */
  hospitalName?: string;
  patient: { name: string; rmNo: string; birthDate?: string | null };
  regNo?: string;
  /** DRAFT, FINAL, AMENDED, ENTERED_IN_ERROR. */
  status: string;
  author?: string | null;
  signedBy?: string | null;
  /** When it was signed (already formatted for the reader). */
  signedAt?: string | null;
  /** An amendment's reason. */
  amendReason?: string | null;
  /** Why it was marked entered in error. */
  errorReason?: string | null;
}

/**
 * A clinical document on A4 paper: the hospital, the patient and registration, the template's
 * sections with their values in words, the status (a draft or an entered-in-error document says
 * so in its heading) and who signed it when. Print it through `openPrintWindow`.
 */
export function ClinicalDocumentPrint({
  template,
  content,
  hospitalName,
  patient,
  regNo,
  status,
  author,
  signedBy,
  signedAt,
  amendReason,
  errorReason,
}: ClinicalDocumentPrintProps) {
  const statusWord = labelOf(clinicalDocumentStatus, status);
  const sections = template.sections
    .filter((s) => conditionHolds(s.showIf, content))
    .map((s) => ({
      section: s,
      lines: s.fields
        .filter((f) => conditionHolds(f.showIf, content) && isFilled(content[f.key]))
        .flatMap((f) =>
          valueLines(f, content[f.key]).map((l) => ({ ...l, key: `${f.key}:${l.label}` })),
        ),
    }))
    .filter((s) => s.lines.length > 0);
  return (
    <PrintPage aria-label={template.title} data-status={status}>
      <header>
        {hospitalName ? <div>{hospitalName}</div> : null}
        <h1>
          {template.title}
          {status === 'FINAL' ? '' : ` (${statusWord})`}
        </h1>
        <dl>
          <dt>Nama Pasien</dt>
          <dd>{patient.name}</dd>
          <dt>No. RM</dt>
          <dd>{patient.rmNo}</dd>
          {patient.birthDate ? (
            <>
              <dt>Tanggal Lahir</dt>
              <dd>{patient.birthDate}</dd>
            </>
          ) : null}
          {regNo ? (
            <>
              <dt>No. Registrasi</dt>
              <dd>{regNo}</dd>
            </>
          ) : null}
          <dt>Formulir</dt>
          <dd>{`${template.key} versi ${template.version} (${PROFESSION_LABELS[template.profession]})`}</dd>
          {amendReason ? (
            <>
              <dt>Alasan Perubahan</dt>
              <dd>{amendReason}</dd>
            </>
          ) : null}
          {errorReason ? (
            <>
              <dt>Alasan Salah Input</dt>
              <dd>{errorReason}</dd>
            </>
          ) : null}
        </dl>
      </header>
      {sections.map(({ section, lines }) => (
        <section key={section.key} aria-label={section.title}>
          <h2>{section.title}</h2>
          <dl>
            {lines.map((l) => (
              <div key={l.key} style={{ display: 'contents' }}>
                <dt>{l.label}</dt>
                <dd>{l.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <footer>
        <div>
          <div>Pengisi</div>
          <strong>{author ?? '-'}</strong>
        </div>
        <div>
          <div>Ditandatangani</div>
          <strong>{signedBy ?? 'Belum ditandatangani'}</strong>
          {signedAt ? <div>{signedAt}</div> : null}
        </div>
      </footer>
    </PrintPage>
  );
}
