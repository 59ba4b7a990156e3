import { type DoResult, isBoError, useBoClient } from '@simrs/api-client';
import {
  Button,
  Card,
  type DataTableColumn,
  DescriptionList,
  Link,
  Notice,
  SearchBox,
  Section,
  Stack,
  Text,
  TextField,
  ToneChip,
  useDialog,
} from '@simrs/design-system';
import { labelOf, registrationKind } from '@simrs/domain';
import { formatDate, formatDateTime } from '@simrs/validators';
import {
  LETTER_KIND_LABELS,
  LETTER_STATUS_LABELS,
  type LetterSummary,
  type LetterView,
  type LetterVisit,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { LoadError } from '../../ui';
import { contentLines, statusTone, voidText } from './letterModel';

/** Opens a letter's PDF in a new tab (to print) or downloads it, through the user's session. */
export function usePdf(module: string) {
  const bo = useBoClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string } | undefined>();
  return {
    busy,
    error,
    open(id: number) {
      window.open(bo.url(`/get/${module}`, { export: 1, id }), '_blank', 'noopener');
    },
    async download(id: number, filename: string) {
      setBusy(true);
      setError(undefined);
      try {
        const file = await bo.getBlob(`/get/${module}`, {
          export: 1,
          id,
          disposition: 'attachment',
        });
        const url = URL.createObjectURL(file.blob);
        const a = document.createElement('a');
        a.href = url;
        a.download = file.filename ?? filename;
        document.body.append(a);
        a.click();
        a.remove();
        window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      } catch (e) {
        setError(e instanceof Error ? e : { message: String(e) });
      } finally {
        setBusy(false);
      }
    },
  };
}

/** A letter's status as a chip with its word. */
export function LetterStatusChip({ letter }: { letter: Pick<LetterSummary, 'status'> }) {
  return <ToneChip tone={statusTone(letter.status)} label={LETTER_STATUS_LABELS[letter.status]} />;
}

/** The columns of a list of letters; the number opens the letter (`?id=`). */
export function letterColumns(path: string): DataTableColumn<LetterSummary>[] {
  return [
    {
      id: 'number',
      label: 'Nomor',
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (l) => (
        <Stack gap={1} align="start">
          <Link href={`${path}?id=${l.id}`}>{l.number}</Link>
          <Text tone="muted" size="sm">
            {LETTER_KIND_LABELS[l.kind]}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'issuedAt',
      label: 'Tanggal',
      allowsSorting: true,
      value: (l) => formatDateTime(l.issuedAt),
    },
    {
      id: 'name',
      label: 'Pasien',
      allowsSorting: true,
      renderCell: (l) => (
        <Stack gap={1} align="start">
          <span>{l.visit.patient.name}</span>
          <Text tone="muted" size="sm">
            No. RM {l.visit.patient.rmNo} · {l.visit.regNo}
          </Text>
        </Stack>
      ),
    },
    { id: 'doctor', label: 'Dokter', value: (l) => l.doctor.name ?? '–' },
    {
      id: 'status',
      label: 'Status',
      renderCell: (l) => <LetterStatusChip letter={l} />,
    },
  ];
}

/** A visit in one line: date, kind, clinic, doctor, registration number. */
export function visitLine(v: LetterVisit): string {
  return [
    formatDate(v.visitDate),
    labelOf(registrationKind, v.kind),
    v.poliName,
    v.doctorName,
    v.regNo,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Choosing the visit: an RM or registration number (Enter), then one of the visits found
 * (newest first; a voided one cannot be chosen).
 */
export function VisitSearch({
  term,
  onSearch,
  list,
  isLoading,
  error,
  onRetry,
  onPick,
}: {
  term: string;
  onSearch: (term: string) => void;
  list: LetterVisit[] | undefined;
  isLoading: boolean;
  error: { message: string } | undefined;
  onRetry: () => void;
  onPick: (v: LetterVisit) => void;
}) {
  return (
    <Card>
      <Section title="Pilih Kunjungan" description="Ketik No. RM atau No. Registrasi lalu Enter.">
        <SearchBox
          aria-label="No. RM atau No. Registrasi"
          placeholder="No. RM atau No. Registrasi"
          value={term}
          onSearch={onSearch}
        />
        <LoadError title="Kunjungan gagal dicari." error={error} onRetry={onRetry} />
        {isLoading ? <Text role="status">Mencari…</Text> : null}
        {term && list && list.length === 0 ? (
          <Text tone="muted" role="status">
            Tidak ada kunjungan untuk {term}.
          </Text>
        ) : null}
        <Stack gap={2} align="start">
          {(list ?? []).map((v) => (
            <Stack key={v.registrationId} direction="horizontal" wrap gap={3} align="center">
              <Button variant="secondary" isDisabled={v.voided} onPress={() => onPick(v)}>
                {v.patient.name} · {visitLine(v)}
              </Button>
              {v.voided ? <ToneChip tone="danger" label="Registrasi dibatalkan" /> : null}
            </Stack>
          ))}
        </Stack>
      </Section>
    </Card>
  );
}

/** Who and which visit the letter is for. */
export function VisitSummary({ visit }: { visit: LetterVisit }) {
  return (
    <DescriptionList
      items={[
        { id: 'patient', term: 'Pasien', description: visit.patient.name },
        { id: 'rm', term: 'No. RM', description: visit.patient.rmNo },
        {
          id: 'birth',
          term: 'Tanggal Lahir',
          description: visit.patient.birthDate ? formatDate(visit.patient.birthDate) : '',
        },
        { id: 'visit', term: 'Kunjungan', description: visitLine(visit) },
      ]}
    />
  );
}

/**
 * One letter: its facts and content, the PDF (open to print, download), the verification page,
 * and voiding with a reason for whom the server lets.
 */
export function LetterDetail({
  letter,
  module,
  onVoid,
}: {
  letter: LetterView;
  module: string;
  onVoid: (reason: string) => Promise<DoResult<{ letter: LetterView }>>;
}) {
  const bo = useBoClient();
  const pdf = usePdf(module);
  const dialog = useDialog();
  const [voiding, setVoiding] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [pending, setPending] = useState(false);
  const verifyUrl = bo.url(letter.verifyPath, undefined, false);

  const submitVoid = async () => {
    setPending(true);
    const result = await onVoid(reason);
    setPending(false);
    if (!result.ok) {
      if (isBoError(result.error) && result.error.errors.reason?.[0]) {
        setReasonError(result.error.errors.reason[0]);
        return;
      }
      return dialog.showError(result.error);
    }
    setVoiding(false);
    setReason('');
    setReasonError(undefined);
    dialog.showSuccess(result.message ?? 'Surat dibatalkan.');
  };

  return (
    <Stack gap={5}>
      <Card>
        <Section
          title={`${LETTER_KIND_LABELS[letter.kind]} · ${letter.number}`}
          actions={<LetterStatusChip letter={letter} />}
        >
          {letter.void ? (
            <Notice tone="danger" title="Surat ini dibatalkan.">
              {voidText(letter)}
            </Notice>
          ) : null}
          <DescriptionList
            items={[
              { id: 'number', term: 'Nomor', description: letter.number },
              { id: 'date', term: 'Tanggal Surat', description: formatDate(letter.issuedOn) },
              { id: 'doctor', term: 'Dokter', description: letter.doctor.name },
              { id: 'patient', term: 'Pasien', description: letter.visit.patient.name },
              { id: 'rm', term: 'No. RM', description: letter.visit.patient.rmNo },
              { id: 'visit', term: 'Kunjungan', description: visitLine(letter.visit) },
              ...contentLines(letter),
            ]}
          />
          <Stack direction="horizontal" wrap gap={3} align="center">
            <Button onPress={() => pdf.open(letter.id)}>Cetak PDF</Button>
            <Button
              variant="secondary"
              isPending={pdf.busy}
              onPress={() =>
                void pdf.download(letter.id, `${letter.number.replaceAll('/', '-')}.pdf`)
              }
            >
              Unduh PDF
            </Button>
            <Link href={verifyUrl} target="_blank" rel="noopener noreferrer">
              Halaman verifikasi
            </Link>
            {letter.mayVoid && !voiding ? (
              <Button variant="danger" onPress={() => setVoiding(true)}>
                Batalkan Surat
              </Button>
            ) : null}
          </Stack>
          <LoadError
            title="PDF gagal diunduh."
            error={pdf.error}
            onRetry={() => void pdf.download(letter.id, `${letter.number}.pdf`)}
          />
          <Text tone="muted" size="sm">
            Kode verifikasi {letter.verifyCode}
          </Text>
        </Section>
      </Card>
      {voiding ? (
        <Card tone="muted" title={`Batalkan Surat ${letter.number}`}>
          <Stack gap={4}>
            <Text tone="muted">
              Surat tidak dihapus: surat ditandai dibatalkan dengan alasannya, dan halaman
              verifikasinya menyatakan surat tidak berlaku.
            </Text>
            <TextField
              label="Alasan Pembatalan *"
              value={reason}
              onChange={(v) => {
                setReason(v);
                setReasonError(undefined);
              }}
              {...(reasonError ? { errorMessage: reasonError } : {})}
            />
            <Stack direction="horizontal" wrap gap={3}>
              <Button variant="danger" isPending={pending} onPress={() => void submitVoid()}>
                Batalkan Surat
              </Button>
              <Button variant="secondary" onPress={() => setVoiding(false)}>
                Kembali
              </Button>
            </Stack>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
