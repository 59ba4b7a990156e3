import { isBoError, useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  ClinicalDocumentPrint,
  ClinicalDocumentValues,
  ClinicalForm,
  DataTable,
  type DataTableColumn,
  LinkButton,
  Notice,
  openPrintWindow,
  PageHeader,
  Section,
  Stack,
  StatusChip,
  Text,
  TextField,
  useDialog,
} from '@simrs/design-system';
import { formatDateTime } from '@simrs/validators';
import {
  type ClinicalDocumentSummary,
  type ClinicalDocumentView,
  type DocumentRevisionView,
  dokumenContract,
} from '@simrs/validators/contracts';
import {
  type ClinicalContent,
  clinicalDocumentStatus,
  type FormTemplate,
  schemaOf,
} from '@simrs/validators/forms';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { BootNotice, LoadError, PrintBlocked } from '../../ui';
import {
  type DraftPlace,
  dropStashedDraft,
  readStashedDraft,
  type StashedDraft,
  stashDraft,
  stashFits,
} from './draftStash';
import { chartHref } from './links';
import { PatientBanner, type PrintPatient } from './PatientBanner';

/** How long the form waits after the last change before it saves the draft by itself. */
const AUTOSAVE_MS = 2500;
/** A draft the server could not take (session locked, no network) is tried again this often. */
const RETRY_MS = 5000;

/** A refusal that says nothing about the content: try the same draft again later. */
function isPassing(e: unknown): boolean {
  return isBoError(e) && (e.lock !== undefined || e.status === 0 || e.status >= 500);
}

const ACTION_LABEL: Record<DocumentRevisionView['action'], string> = {
  CREATE: 'Dibuat',
  SAVE: 'Draf disimpan',
  SIGN: 'Ditandatangani',
  AMEND: 'Diubah (amandemen)',
  ENTERED_IN_ERROR: 'Ditandai salah input',
};

const revisionColumns: DataTableColumn<DocumentRevisionView>[] = [
  { id: 'at', label: 'Waktu', value: (r) => formatDateTime(r.at) },
  { id: 'action', label: 'Perubahan', isRowHeader: true, value: (r) => ACTION_LABEL[r.action] },
  { id: 'username', label: 'Oleh', value: (r) => r.username ?? '–' },
  {
    id: 'changed',
    label: 'Isian berubah',
    value: (r) => (r.changed.length ? r.changed.join(', ') : '–'),
  },
  { id: 'reason', label: 'Alasan', value: (r) => r.reason ?? '–' },
];

/**
 * A form of a visit filled from its template: the draft saves by itself a moment after each
 * change (and on "Simpan Draf"), so leaving or the lock screen never loses it, and what an ended
 * session kept from the server is kept in the tab and put back when the same user opens the form
 * again (`draftStash.ts`); "Tandatangani" signs and locks it; a signed document is shown
 * read-only, corrected by an amendment with a reason, or marked entered in error. The history
 * shows who changed what.
 */
export function DocumentFormScreen({ rmNo, templateKey }: { rmNo: string; templateKey: string }) {
  const [search] = useSearchParams();
  const reg = search.get('reg') ?? '';
  const valid = /^\d+$/.test(reg);
  const choices = useQuery(dokumenContract, 'templates', valid ? { pageId: reg } : null);
  const choice = choices.data?.list.find((t) => t.key === templateKey);
  const detail = useQuery(
    dokumenContract,
    'detail',
    choice?.documentId ? { pageId: String(choice.documentId) } : null,
  );
  const fresh = useQuery(
    dokumenContract,
    'template',
    choices.data && !choice?.documentId ? { key: templateKey, version: null } : null,
  );
  if (!valid) {
    return (
      <Notice tone="warning" title="Kunjungan belum dipilih.">
        Buka formulir dari rekam medis pasien.
      </Notice>
    );
  }
  if (choices.isLoading || detail.isLoading || fresh.isLoading) {
    return <BootNotice>Memuat formulir…</BootNotice>;
  }
  const error = choices.error ?? detail.error ?? fresh.error;
  if (error) {
    return (
      <LoadError
        title="Formulir gagal dimuat."
        error={error}
        onRetry={() => {
          void choices.mutate();
          void detail.mutate();
          void fresh.mutate();
        }}
      />
    );
  }
  const template = detail.data?.template ?? fresh.data?.template;
  if (!template) {
    return (
      <Notice tone="warning" title="Formulir tidak ditemukan.">
        Formulir {templateKey} tidak tersedia untuk kunjungan ini.
      </Notice>
    );
  }
  return (
    <Filled
      key={detail.data?.document.id ?? 'baru'}
      rmNo={rmNo}
      registrationId={Number(reg)}
      template={template}
      document={detail.data?.document ?? null}
      chain={detail.data?.chain ?? []}
      revisions={detail.data?.revisions ?? []}
      reload={() => {
        void choices.mutate();
        void detail.mutate();
      }}
    />
  );
}

function Filled({
  rmNo,
  registrationId,
  template,
  document,
  chain,
  revisions,
  reload,
}: {
  rmNo: string;
  registrationId: number;
  template: FormTemplate;
  document: ClinicalDocumentView | null;
  chain: ClinicalDocumentSummary[];
  revisions: DocumentRevisionView[];
  reload: () => void;
}) {
  const dialog = useDialog();
  const act = useCommands(dokumenContract);
  /** The draft as saved: its id and row version (null until the first save). */
  const saved = useRef<{ id: number; version: number } | null>(
    document ? { id: document.id, version: document.version } : null,
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [savedAt, setSavedAt] = useState<string | null>(document?.updatedAt ?? null);
  const [unsaved, setUnsaved] = useState(false);
  const [amending, setAmending] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const pending = useRef<ClinicalContent | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const locked = document !== null && document.status !== 'DRAFT';
  const { app, user } = useSession();
  /** Where a draft refused for an ended session is kept: this user, visit and form. */
  const place = useRef<DraftPlace | null>(
    user ? { userId: user.id, registrationId, templateKey: template.key } : null,
  );
  /** A draft kept when the session ended, continuing this form as the server has it now. */
  const [restored] = useState<StashedDraft | null>(() => {
    if (locked || !place.current) return null;
    const kept = readStashedDraft(window.sessionStorage, place.current, Date.now());
    if (!kept || !stashFits(kept, { templateVersion: template.version, document })) return null;
    // Saved on the row version the kept content was based on: a save made meanwhile is a 409.
    if (kept.documentId !== null && kept.baseVersion !== null) {
      saved.current = { id: kept.documentId, version: kept.baseVersion };
    }
    return kept;
  });
  const [sessionEnded, setSessionEnded] = useState(false);
  const [patient, setPatient] = useState<PrintPatient | null>(null);
  const [printBlocked, setPrintBlocked] = useState(false);
  const print = () => {
    if (!document || !patient) return;
    const handle = openPrintWindow(
      () => (
        <ClinicalDocumentPrint
          template={template}
          content={document.content as ClinicalContent}
          hospitalName={app?.hospitalName ?? 'Rumah Sakit'}
          patient={patient}
          status={document.status}
          author={document.author.name}
          signedBy={document.signedBy?.name ?? null}
          signedAt={document.signedAt ? formatDateTime(document.signedAt) : null}
          amendReason={document.amendReason}
          errorReason={document.errorReason}
        />
      ),
      { title: `${template.title} ${patient.rmNo}` },
    );
    setPrintBlocked(handle === null);
  };

  const refused = (e: unknown) => {
    if (isBoError(e) && Object.keys(e.errors).length > 0) setServerErrors(e.errors);
    dialog.showError(e);
  };

  /**
   * Saves the draft's content; answers false when the server refused it. A quiet save (autosave)
   * that failed for a passing reason (a locked session, no network) keeps the content pending
   * and tries again: the lock screen or the network, not the content, was the matter.
   */
  const saveDraft = async (content: ClinicalContent, quiet = false): Promise<boolean> => {
    const result = await act.run('simpan', {
      id: saved.current?.id ?? null,
      version: saved.current?.version ?? null,
      registrationId,
      templateKey: template.key,
      templateVersion: template.version,
      content,
    } as never);
    if (!result.ok) {
      if (isBoError(result.error) && result.error.isUnauthorized && place.current) {
        // The session ended (signed out elsewhere): the login page says so; the content waits
        // in this tab for the same user to open this form again.
        stashDraft(window.sessionStorage, place.current, {
          content,
          templateVersion: template.version,
          documentId: saved.current?.id ?? null,
          baseVersion: saved.current?.version ?? null,
          at: Date.now(),
        });
        setSessionEnded(true);
        return false;
      }
      if (quiet && isPassing(result.error)) {
        // Keep it unless a newer change is already pending; try again in a moment.
        pending.current ??= content;
        setUnsaved(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => flushRef.current(), RETRY_MS);
        return false;
      }
      refused(result.error);
      return false;
    }
    const doc = result.response.data?.document;
    if (doc) saved.current = { id: doc.id, version: doc.version };
    if (place.current) dropStashedDraft(window.sessionStorage, place.current);
    setUnsaved(false);
    setSavedAt(doc?.updatedAt ?? new Date().toISOString());
    setServerErrors({});
    if (!quiet) dialog.showSuccess('Draf disimpan.', { mode: 'normal' });
    return true;
  };

  // Autosave: a moment after the last change, and at once when the screen is left.
  const flush = () => {
    window.clearTimeout(timer.current);
    const content = pending.current;
    pending.current = null;
    if (content) void saveDraft(content, true);
  };
  // Leaving the screen saves what is pending (the latest flush, through a ref); a retry calls
  // the latest flush too.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(
    () => () => {
      flushRef.current();
      window.clearTimeout(timer.current);
    },
    [],
  );
  // A draft kept when the session ended is saved at once, as if just typed.
  useEffect(() => {
    if (!restored) return;
    pending.current = restored.content;
    timer.current = window.setTimeout(() => flushRef.current(), 0);
  }, [restored]);
  const onChange = (values: ClinicalContent) => {
    if (locked) return;
    const draft = schemaOf(template, 'draft').safeParse(values);
    if (!draft.success) return;
    pending.current = draft.data as ClinicalContent;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, AUTOSAVE_MS);
  };

  const sign = async (content: ClinicalContent) => {
    window.clearTimeout(timer.current);
    pending.current = null;
    if (!(await saveDraft(content, true)) || !saved.current) return;
    const result = await act.run('tandatangani', {
      id: saved.current.id,
      version: saved.current.version,
      content,
    } as never);
    if (!result.ok) return refused(result.error);
    dialog.showSuccess('Dokumen ditandatangani dan dikunci.');
    reload();
  };

  const amend = async (content: ClinicalContent) => {
    if (!document) return;
    const result = await act.run('ubah', {
      id: document.id,
      version: document.version,
      content,
      reason,
    } as never);
    if (!result.ok) {
      const message = isBoError(result.error) ? result.error.errors.reason?.[0] : undefined;
      if (message) setReasonError(message);
      return refused(result.error);
    }
    dialog.showSuccess('Amandemen disimpan dan ditandatangani.');
    setAmending(false);
    reload();
  };

  const markError = async () => {
    if (!document) return;
    const result = await act.run('batal', {
      id: document.id,
      version: document.version,
      reason,
    } as never);
    if (!result.ok) {
      const message = isBoError(result.error) ? result.error.errors.reason?.[0] : undefined;
      if (message) setReasonError(message);
      else dialog.showError(result.error);
      return;
    }
    dialog.showSuccess('Dokumen ditandai salah input.');
    reload();
  };

  const content = document?.content as ClinicalContent | undefined;
  return (
    <Stack gap={5}>
      <PageHeader
        title={template.title}
        canAdd={false}
        actions={
          <>
            {locked ? (
              <Button variant="secondary" onPress={print} isDisabled={!patient}>
                Cetak
              </Button>
            ) : null}
            <LinkButton variant="secondary" href={chartHref(rmNo, registrationId)}>
              Kembali ke Rekam Medis
            </LinkButton>
          </>
        }
      />
      <PrintBlocked show={printBlocked} />
      <PatientBanner rmNo={rmNo} onPatient={setPatient} />
      <Stack direction="horizontal" wrap gap={3} align="center">
        <StatusChip
          list={clinicalDocumentStatus}
          code={document?.status ?? 'DRAFT'}
          data-testid="document-status"
        />
        {document?.signedAt ? (
          <Text tone="muted">
            Ditandatangani {document.signedBy?.name ?? ''} · {formatDateTime(document.signedAt)}
          </Text>
        ) : sessionEnded ? (
          <Text tone="muted" role="status">
            Sesi berakhir: isian disimpan sementara di browser ini dan dipulihkan saat Anda masuk
            kembali.
          </Text>
        ) : unsaved ? (
          <Text tone="muted" role="status">
            Draf belum tersimpan; dicoba lagi otomatis.
          </Text>
        ) : savedAt ? (
          <Text tone="muted" role="status">
            Draf tersimpan {formatDateTime(savedAt)}
          </Text>
        ) : (
          <Text tone="muted">Belum disimpan. Draf tersimpan otomatis saat Anda mengisi.</Text>
        )}
        {document && document.amendment > 0 ? (
          <Text data-testid="document-version">
            Versi {document.amendment + 1} · Alasan amandemen: {document.amendReason ?? '–'}
          </Text>
        ) : null}
      </Stack>
      {restored ? (
        <Notice tone="info" title="Draf dipulihkan" data-testid="draft-restored">
          Isian yang belum tersimpan ketika sesi Anda berakhir (
          {formatDateTime(new Date(restored.at).toISOString())}) dipulihkan dari browser ini dan
          disimpan sebagai draf.
        </Notice>
      ) : null}
      {locked && !amending ? (
        <>
          <ClinicalForm template={template} defaultValue={content ?? {}} readOnly />
          {document?.status === 'FINAL' ? (
            <Card>
              <Section
                title="Koreksi"
                description="Dokumen yang sudah ditandatangani tidak diubah: koreksi menjadi versi baru dengan alasan."
              >
                <TextField
                  label="Alasan *"
                  value={reason}
                  onChange={(v) => {
                    setReason(v);
                    setReasonError(undefined);
                  }}
                  {...(reasonError ? { errorMessage: reasonError } : {})}
                />
                <Stack direction="horizontal" wrap gap={3}>
                  <Button onPress={() => setAmending(true)}>Buat Amandemen</Button>
                  <Button variant="danger" onPress={markError}>
                    Tandai Salah Input
                  </Button>
                </Stack>
              </Section>
            </Card>
          ) : null}
        </>
      ) : (
        <ClinicalForm
          template={template}
          defaultValue={restored?.content ?? content ?? {}}
          serverErrors={serverErrors}
          onChange={onChange}
          onSaveDraft={amending ? undefined : (c) => saveDraft(c).then(() => undefined)}
          onSign={amending ? amend : sign}
        />
      )}
      <VersionHistory template={template} chain={chain} revisions={revisions} />
      {revisions.length > 0 ? (
        <Card>
          <Section title="Riwayat Perubahan">
            <DataTable
              aria-label="Riwayat perubahan dokumen"
              title="Riwayat Perubahan"
              columns={revisionColumns}
              rows={revisions}
            />
          </Section>
        </Card>
      ) : null}
    </Stack>
  );
}

/**
 * The versions of an amended document, oldest first: who signed each and when, why each
 * amendment was made; an earlier version's signed content opens read-only below the list.
 */
function VersionHistory({
  template,
  chain,
  revisions,
}: {
  template: FormTemplate;
  chain: ClinicalDocumentSummary[];
  revisions: DocumentRevisionView[];
}) {
  const [shown, setShown] = useState<number | null>(null);
  if (chain.length < 2) return null;
  const latestId = chain[chain.length - 1]?.id;
  /** A version's content as it was last saved (signed): its newest revision. */
  const contentOf = (id: number) =>
    revisions.filter((r) => r.documentId === id).at(-1)?.content as ClinicalContent | undefined;
  const open = chain.find((d) => d.id === shown);
  const openContent = open ? contentOf(open.id) : undefined;
  const columns: DataTableColumn<ClinicalDocumentSummary>[] = [
    {
      id: 'version',
      label: 'Versi',
      isRowHeader: true,
      value: (d) => `Versi ${d.amendment + 1}`,
    },
    {
      id: 'status',
      label: 'Status',
      renderCell: (d) => <StatusChip list={clinicalDocumentStatus} code={d.status} />,
    },
    {
      id: 'signed',
      label: 'Ditandatangani',
      value: (d) =>
        d.signedAt ? `${d.signedBy?.name ?? ''} · ${formatDateTime(d.signedAt)}` : '–',
    },
    { id: 'reason', label: 'Alasan Amandemen', value: (d) => d.amendReason ?? '–' },
    {
      id: 'open',
      label: 'Isi',
      renderCell: (d) =>
        d.id === latestId ? (
          <Text tone="muted">Versi ini</Text>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Lihat versi ${d.amendment + 1}`}
            onPress={() => setShown(shown === d.id ? null : d.id)}
          >
            {shown === d.id ? 'Tutup' : 'Lihat'}
          </Button>
        ),
    },
  ];
  return (
    <Card>
      <Section
        title="Versi Dokumen"
        description="Dokumen yang ditandatangani tidak diubah: setiap amandemen adalah versi baru, versi sebelumnya tetap tersimpan."
      >
        <DataTable
          aria-label="Versi dokumen"
          title="Versi Dokumen"
          columns={columns}
          rows={chain}
        />
        {open && openContent ? (
          <Section title={`Isi Versi ${open.amendment + 1}`} level={3}>
            <ClinicalDocumentValues template={template} content={openContent} />
          </Section>
        ) : null}
      </Section>
    </Card>
  );
}
