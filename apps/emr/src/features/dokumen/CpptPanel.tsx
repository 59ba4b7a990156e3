import { type DoResult, isBoError, useCommands, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DescriptionList,
  Form,
  Notice,
  Section,
  Stack,
  Text,
  ToneChip,
  useDialog,
} from '@simrs/design-system';
import { formatDateTime } from '@simrs/validators';
import {
  CPPT_FORMAT_LABELS,
  CPPT_PARTS,
  CPPT_PROFESSION_LABELS,
  type CpptNoteView,
  type CpptScreen,
  cpptContract,
  cpptCorrectInput,
  cpptWriteInput,
} from '@simrs/validators/contracts';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { FormChoice, FormText } from '../../forms/boundFields';
import { schemaResolver } from '../../resources/formModel';
import { useSession } from '../../session/SessionProvider';
import { Lines, LoadError } from '../../ui';
import {
  type CpptFormValues,
  cpptFormValues,
  formatChoices,
  mayCorrect,
  mayVerify,
  partsOf,
  professionsText,
  screenAccess,
} from './cpptModel';

/** A note's state as chips: verified (by whom, when), waiting, a correction, superseded. */
export function NoteChips({ note }: { note: CpptNoteView }) {
  return (
    <Stack direction="horizontal" wrap gap={2} align="center">
      {note.verification ? (
        <ToneChip
          tone="success"
          label={`Terverifikasi DPJP · ${note.verification.by.name ?? ''} · ${formatDateTime(note.verification.at)}`}
          data-testid="cppt-verified"
        />
      ) : note.awaitingVerification ? (
        <ToneChip tone="warning" label="Menunggu verifikasi DPJP" />
      ) : null}
      {note.correctionOf !== null ? <ToneChip tone="info" label="Koreksi" /> : null}
      {note.correctedBy ? (
        <ToneChip
          tone="muted"
          label={`Dikoreksi ${note.correctedBy.name ?? ''} · ${formatDateTime(note.correctedBy.at)}`}
        />
      ) : null}
    </Stack>
  );
}

/** A note's parts (in its format's order) and instruction. */
export function NoteBody({ note }: { note: CpptNoteView }) {
  return (
    <DescriptionList
      layout="inline"
      items={[
        ...CPPT_PARTS[note.format].map((p) => ({
          id: p.key,
          term: `${p.key} · ${p.label}`,
          description: <Lines text={note.parts[p.key] ?? ''} />,
        })),
        {
          id: 'instruction',
          term: 'Instruksi',
          description: note.instruction ? <Lines text={note.instruction} /> : null,
        },
        ...(note.correctionReason
          ? [{ id: 'reason', term: 'Alasan koreksi', description: note.correctionReason }]
          : []),
      ]}
    />
  );
}

/**
 * The CPPT of a visit: the timeline of its notes (newest first, every profession), "Tulis CPPT",
 * a correction by its author (a new note with a reason; the old one stays, marked), and the
 * DPJP's verification for a doctor. On a profession's CPPT screen (`screen`): only that
 * profession's notes, its format first; a user of another profession reads without writing.
 * `focusNoteId`: the note shown first and scrolled to (a screen opened at `cpptNo`).
 */
export function CpptPanel({
  registrationId,
  screen,
  focusNoteId = null,
}: {
  registrationId: number;
  screen?: CpptScreen;
  focusNoteId?: number | null;
}) {
  const { user } = useSession();
  const dialog = useDialog();
  const notes = useQuery(cpptContract, 'registration', { pageId: String(registrationId) });
  const act = useCommands(cpptContract);
  const [writing, setWriting] = useState(false);
  const [correcting, setCorrecting] = useState<CpptNoteView | null>(null);
  const focused = useRef<HTMLDivElement | null>(null);
  const professions = screen?.professions ?? null;
  const list = (notes.data?.list ?? []).filter(
    (n) => professions === null || professions.includes(n.profession),
  );
  const access = screenAccess(user, screen);
  const writes = access === 'write';
  const hasFocus = focusNoteId !== null && list.some((n) => n.id === focusNoteId);

  useEffect(() => {
    if (hasFocus) focused.current?.scrollIntoView({ block: 'center' });
  }, [hasFocus]);

  const verify = async (note: CpptNoteView) => {
    const result = await act.run('verifikasi', { id: note.id });
    if (!result.ok) return dialog.showError(result.error);
    dialog.showSuccess(result.message ?? 'CPPT diverifikasi.');
  };

  return (
    <Card>
      <Section
        title={professions ? `CPPT ${professionsText(professions)}` : 'CPPT'}
        description={
          professions
            ? `Catatan ${professionsText(professions)} pada kunjungan ini, terbaru di atas.`
            : 'Catatan Perkembangan Pasien Terintegrasi: terbaru di atas, semua profesi.'
        }
        actions={
          writes && !writing && !correcting ? (
            <Button onPress={() => setWriting(true)}>Tulis CPPT</Button>
          ) : null
        }
      >
        {access === 'other-profession' && professions ? (
          <Notice tone="info" title="Hanya baca">
            {`Layar ini untuk CPPT ${professionsText(professions)}. Profesi Anda menulis CPPT di layarnya sendiri (atau di layar CPPT semua profesi); catatan di sini hanya dapat dibaca.`}
          </Notice>
        ) : null}
        <LoadError
          title="CPPT gagal dimuat."
          error={notes.error}
          onRetry={() => void notes.mutate()}
        />
        {writing ? (
          <NoteForm
            title="Tulis CPPT"
            defaults={cpptFormValues(null, screen?.format)}
            run={(v) => act.run('tulis', { ...v, registrationId } as never)}
            onDone={() => setWriting(false)}
          />
        ) : null}
        {correcting ? (
          <NoteForm
            title="Koreksi CPPT"
            correction
            defaults={{ ...cpptFormValues(correcting), reason: '' }}
            run={(v) => act.run('koreksi', { ...v, id: correcting.id } as never)}
            onDone={() => setCorrecting(null)}
          />
        ) : null}
        {notes.data && list.length === 0 ? (
          <Text tone="muted">
            {professions
              ? `Belum ada catatan ${professionsText(professions)} pada kunjungan ini.`
              : 'Belum ada catatan CPPT pada kunjungan ini.'}
          </Text>
        ) : null}
        {focusNoteId !== null && notes.data && !hasFocus ? (
          <Notice tone="warning" title={`Catatan CPPT nomor ${focusNoteId} tidak ada di sini.`}>
            Catatan itu bukan catatan profesi layar ini pada kunjungan ini.
          </Notice>
        ) : null}
        <Stack gap={4}>
          {list.map((note) => (
            <Card key={note.id} tone={note.correctedBy ? 'muted' : 'default'}>
              <div
                ref={note.id === focusNoteId ? focused : undefined}
                data-focused={note.id === focusNoteId ? 'true' : undefined}
              >
                <Stack gap={3} data-testid={`cppt-note-${note.id}`}>
                  <Stack direction="horizontal" wrap gap={3} align="center">
                    <Text weight="semibold">
                      {CPPT_PROFESSION_LABELS[note.profession]} · {note.author.name ?? '–'}
                    </Text>
                    <Text tone="muted">
                      {formatDateTime(note.writtenAt)} · {CPPT_FORMAT_LABELS[note.format]} · No.{' '}
                      {note.id}
                    </Text>
                    {note.id === focusNoteId ? <ToneChip tone="info" label="Dibuka" /> : null}
                    <NoteChips note={note} />
                  </Stack>
                  <NoteBody note={note} />
                  {(writes && mayCorrect(user, note)) || mayVerify(user, note) ? (
                    <Stack direction="horizontal" wrap gap={3}>
                      {mayVerify(user, note) ? (
                        <Button
                          onPress={() => void verify(note)}
                          isPending={act.pending === 'verifikasi'}
                        >
                          Verifikasi
                        </Button>
                      ) : null}
                      {writes && mayCorrect(user, note) && !writing && !correcting ? (
                        <Button variant="secondary" onPress={() => setCorrecting(note)}>
                          Koreksi
                        </Button>
                      ) : null}
                    </Stack>
                  ) : null}
                </Stack>
              </div>
            </Card>
          ))}
        </Stack>
      </Section>
    </Card>
  );
}

type NoteValues = CpptFormValues & { reason?: string };
/** What the schema reads: the values with the note's id or the registration. */
type Sent = NoteValues & { id?: number; registrationId?: number };

/** A note's form: the format, its parts as text areas, the instruction (and a correction's reason). */
function NoteForm({
  title,
  defaults,
  correction = false,
  run,
  onDone,
}: {
  title: string;
  defaults: NoteValues;
  correction?: boolean;
  run: (v: Sent) => Promise<DoResult<{ note: CpptNoteView }>>;
  onDone: () => void;
}) {
  const dialog = useDialog();
  const form = useForm<NoteValues, unknown, Sent>({
    defaultValues: defaults,
    // The id or registration is added when sent; the schema checks everything typed here.
    resolver: (values) => {
      const schema = correction ? cpptCorrectInput : cpptWriteInput;
      return schemaResolver<Sent>(schema)(
        correction ? { ...values, id: 1 } : { ...values, registrationId: 1 },
      );
    },
  });
  const format = useWatch({ control: form.control, name: 'format' });
  const submit = async (values: Sent) => {
    const result = await run(values);
    if (result.ok) {
      dialog.showSuccess(result.message ?? 'Catatan CPPT disimpan.');
      onDone();
      return;
    }
    const error = result.error;
    if (isBoError(error)) {
      for (const [field, messages] of Object.entries(error.errors)) {
        if (messages[0]) {
          form.setError(field as FieldPath<NoteValues>, { type: 'server', message: messages[0] });
        }
      }
    }
    dialog.showError(error);
  };
  return (
    <Card title={title} tone="muted">
      <Form form={form} onSubmit={submit} aria-label={title}>
        <Stack gap={4}>
          {correction ? (
            <Text tone="muted">
              Catatan asal tidak diubah: koreksi disimpan sebagai catatan baru dengan alasannya.
            </Text>
          ) : null}
          <FormChoice
            control={form.control}
            name="format"
            label="Format *"
            options={formatChoices}
          />
          {partsOf(format).map((p) => (
            <FormText
              key={`${format}-${p.key}`}
              control={form.control}
              name={`parts.${p.key}`}
              label={`${p.label} (${p.key}) *`}
              kind="clinical"
              multiline
            />
          ))}
          <FormText
            control={form.control}
            name="instruction"
            label="Instruksi"
            kind="clinical"
            multiline
          />
          {correction ? (
            <FormText control={form.control} name="reason" label="Alasan Koreksi *" />
          ) : null}
          <Stack direction="horizontal" wrap gap={3}>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {correction ? 'Simpan Koreksi' : 'Simpan CPPT'}
            </Button>
            <Button variant="secondary" onPress={onDone}>
              Batal
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Card>
  );
}
