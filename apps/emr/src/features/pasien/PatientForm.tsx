import { isBoError, useCommand, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  Columns,
  ColumnsItem,
  Form,
  LinkButton,
  NikField,
  Notice,
  PageHeader,
  Section,
  Stack,
  Text,
  useDialog,
  useFormField,
} from '@simrs/design-system';
import {
  allergyType,
  bloodType,
  bpjsClass,
  citizenship,
  maritalStatus,
  responsibleRelation,
  sex,
} from '@simrs/domain';
import {
  type PatientCandidate,
  type PatientDuplicateData,
  type PatientRecordData,
  pasienContract,
  patientAddInput,
} from '@simrs/validators/contracts';
import { useEffect, useRef, useState } from 'react';
import { type Control, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormChoice, FormDate, FormRadio, FormText } from '../../forms/boundFields';
import { schemaResolver } from '../../resources/formModel';
import type { RouteEntry } from '../../routing/routeTable';
import { UNSAVED_CHANGES, useUnsavedChangesGuard } from '../../routing/unsavedChanges';
import { BootNotice } from '../../ui';
import { patientDetailHref } from './links';
import {
  emptyAllergy,
  emptyPerson,
  MAX_ALLERGIES,
  MAX_PERSONS,
  type PatientFormValues,
  type PatientTextField,
  patientFormValues,
  prefillFromNik,
} from './patientFormModel';

/** A form's source: not read again on focus (the form keeps the version it was loaded from). */
const FORM_SOURCE = { revalidateOnFocus: false } as const;

type Options = PatientRecordData['options'];

/** Add or edit the full patient record (identity, address, payer, responsible persons, allergies). */
export function PatientForm({
  route,
  mode,
  id,
}: {
  route: RouteEntry;
  mode: 'add' | 'edit';
  id: string;
}) {
  const record = useQuery(
    pasienContract,
    'record',
    mode === 'edit' ? { pageId: id } : null,
    FORM_SOURCE,
  );
  const addForm = useQuery(pasienContract, 'addForm', mode === 'add' ? {} : null, FORM_SOURCE);
  const title = mode === 'add' ? 'Tambah Pasien' : 'Ubah Pasien';
  const loading = mode === 'edit' ? record.isLoading : addForm.isLoading;
  const error = mode === 'edit' ? record.error : addForm.error;
  if (loading) return <BootNotice>Memuat data…</BootNotice>;
  if (error || (mode === 'edit' && !record.data)) {
    return (
      <Stack gap={5}>
        <PageHeader title={title} canAdd={false} />
        <Notice
          tone="danger"
          title="Data tidak dapat dimuat."
          action={
            <LinkButton href={`/${route.key}`} variant="secondary">
              Kembali ke daftar
            </LinkButton>
          }
        >
          {error?.message ?? 'Data tidak ditemukan.'}
        </Notice>
      </Stack>
    );
  }
  const options = (mode === 'edit' ? record.data?.options : addForm.data?.options) ?? {};
  return (
    <LoadedPatientForm
      route={route}
      title={title}
      mode={mode}
      data={mode === 'edit' ? (record.data ?? null) : null}
      options={options as Options}
    />
  );
}

const choicesOf = (options: Options, name: string) =>
  (options[name] ?? []).map((o) => ({ code: String(o.value), label: o.label }));

/** The children of a region code (`undefined`: the provinces; '' : nothing chosen, no call). */
function useRegions(parent: string | undefined) {
  return useQuery(
    pasienContract,
    'regions',
    parent === undefined ? {} : parent ? { parent } : null,
    FORM_SOURCE,
  );
}

/** Province, regency, district and village pickers: each lists the children of the one above. */
function RegionInputs({
  control,
  clear,
}: {
  control: Control<PatientFormValues>;
  clear: (names: PatientTextField[]) => void;
}) {
  const [province, regency, district] = useWatch({
    control,
    name: ['provinceCode', 'regencyCode', 'districtCode'],
  });
  const provinces = useRegions(undefined);
  const regencies = useRegions(province);
  const districts = useRegions(regency);
  const villages = useRegions(district);
  // A level opens once its choices are in (the one above chosen): typing earlier would find none.
  const opts = (answer: typeof provinces) =>
    (answer.data?.list ?? []).map((r) => ({ code: r.code, label: r.name }));
  return (
    <>
      <FormChoice
        control={control}
        name="provinceCode"
        label="Provinsi"
        combo
        options={opts(provinces)}
        isDisabled={!provinces.data}
        onPicked={() => clear(['regencyCode', 'districtCode', 'villageCode'])}
      />
      <FormChoice
        control={control}
        name="regencyCode"
        label="Kabupaten/Kota"
        combo
        options={opts(regencies)}
        isDisabled={!regencies.data}
        onPicked={() => clear(['districtCode', 'villageCode'])}
      />
      <FormChoice
        control={control}
        name="districtCode"
        label="Kecamatan"
        combo
        options={opts(districts)}
        isDisabled={!districts.data}
        onPicked={() => clear(['villageCode'])}
      />
      <FormChoice
        control={control}
        name="villageCode"
        label="Kelurahan/Desa"
        combo
        options={opts(villages)}
        isDisabled={!villages.data}
      />
    </>
  );
}

/** The live NIK check: what the NIK says, the patient already holding it, disagreements. */
function NikCheck({
  control,
  selfId,
  onPrefill,
}: {
  control: Control<PatientFormValues>;
  selfId: number | null;
  onPrefill: (answer: NonNullable<ReturnType<typeof useNikAnswer>>) => void;
}) {
  const answer = useNikAnswer(control);
  const prefilled = useRef<string | null>(null);
  const nik = answer?.nik ?? null;
  useEffect(() => {
    if (answer?.data.prefill && nik !== null && prefilled.current !== nik) {
      prefilled.current = nik;
      onPrefill(answer);
    }
  }, [answer, nik, onPrefill]);
  if (!answer) return null;
  const { existing, warnings } = answer.data;
  const other = existing && existing.id !== selfId ? existing : null;
  if (!other && warnings.length === 0) return null;
  return (
    <ColumnsItem span="all">
      {other ? (
        <Notice
          tone="danger"
          title="NIK sudah terdaftar."
          action={
            <LinkButton href={patientDetailHref(other.id)} variant="secondary">
              Buka Data Pasien
            </LinkButton>
          }
        >
          NIK ini milik {other.name} (No. RM {other.rmNo}). Daftarkan kunjungan atas data pasien
          tersebut, jangan membuat pasien baru.
        </Notice>
      ) : null}
      {warnings.length ? (
        <Notice tone="warning" title="Data tidak sesuai dengan NIK.">
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </ColumnsItem>
  );
}

function useNikAnswer(control: Control<PatientFormValues>) {
  const [nik, birthDate, sexCode, provinceCode, regencyCode, districtCode] = useWatch({
    control,
    name: ['nik', 'birthDate', 'sex', 'provinceCode', 'regencyCode', 'districtCode'],
  });
  const full = /^\d{16}$/.test(nik ?? '');
  const answer = useQuery(
    pasienContract,
    'nik',
    full ? { nik, birthDate, sex: sexCode, provinceCode, regencyCode, districtCode } : null,
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  if (!full || !answer.data) return null;
  return { nik, data: answer.data };
}

/** The candidates of a 'same name and birth date' answer, each openable in a new tab. */
function PossibleDuplicates({
  candidates,
  onConfirm,
  pending,
}: {
  candidates: PatientCandidate[];
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <Notice
      tone="warning"
      title="Kemungkinan pasien yang sama sudah terdaftar."
      action={
        <Button variant="secondary" onPress={onConfirm} isPending={pending}>
          Bukan pasien yang sama, tetap simpan
        </Button>
      }
    >
      <p>Periksa pasien berikut sebelum menyimpan (nama dan tanggal lahir mirip):</p>
      <ul>
        {candidates.map((c) => (
          <li key={c.id}>
            <a href={patientDetailHref(c.id)} target="_blank" rel="noopener">
              {c.name} · No. RM {c.rmNo}
              {c.nik ? ` · NIK ${c.nik}` : ''}
            </a>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function LoadedPatientForm({
  route,
  title,
  mode,
  data,
  options,
}: {
  route: RouteEntry;
  title: string;
  mode: 'add' | 'edit';
  data: PatientRecordData | null;
  options: Options;
}) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const save = useCommand(pasienContract, mode === 'edit' ? 'update' : 'add');
  const released = useRef(false);
  const [candidates, setCandidates] = useState<PatientCandidate[] | null>(null);
  const form = useForm<PatientFormValues>({
    defaultValues: patientFormValues(data),
    resolver: schemaResolver(patientAddInput),
  });
  const { control, formState, setValue, getValues } = form;
  const persons = useFieldArray({ control, name: 'responsiblePersons' });
  const allergies = useFieldArray({ control, name: 'allergies' });
  const isWna = useWatch({ control, name: 'citizenship' }) === 'WNA';
  const { isDirty, isSubmitting } = formState;
  useUnsavedChangesGuard(isDirty, released);

  const clear = (names: PatientTextField[]) => {
    for (const n of names) setValue(n, '', { shouldDirty: true });
  };
  const applyPrefill = (answer: { data: { prefill: Parameters<typeof prefillFromNik>[1] } }) => {
    for (const [name, value] of prefillFromNik(getValues(), answer.data.prefill)) {
      setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
  };

  const submit = async (values: Record<string, unknown>, confirmDuplicate = false) => {
    const payload: Record<string, unknown> = { ...values, confirmDuplicate };
    if (mode === 'edit' && data) {
      payload.id = data.record.id;
      payload.version = data.record.version;
    }
    const result = await save.run(payload as never);
    if (result.ok) {
      released.current = true;
      setCandidates(null);
      const saved = result.response.data?.record;
      const warnings = result.response.data?.warnings ?? [];
      dialog.showSuccess([result.message ?? 'Data Berhasil Disimpan.', ...warnings].join(' '));
      navigate(saved ? patientDetailHref(saved.id) : `/${route.key}`);
      return;
    }
    const error = result.error;
    const conflict =
      isBoError(error) && error.status === 409
        ? (error.data as PatientDuplicateData | undefined)
        : undefined;
    if (conflict?.kind === 'possibleDuplicate') {
      setCandidates(conflict.candidates);
      return;
    }
    if (conflict?.kind === 'duplicate') {
      const open = await dialog.confirm({
        title: error.title ?? 'Pasien Sudah Terdaftar',
        body: error.message,
        confirmLabel: 'Buka Data Pasien',
        cancelLabel: 'Tutup',
        tone: 'default',
      });
      if (open) {
        released.current = true;
        navigate(patientDetailHref(conflict.patient.id));
      }
      return;
    }
    if (isBoError(error)) {
      for (const [name, messages] of Object.entries(error.errors)) {
        if (messages[0]) form.setError(name as 'name', { type: 'server', message: messages[0] });
      }
    }
    dialog.showError(error);
  };

  const cancel = async () => {
    if (isDirty && !(await dialog.confirmCancel())) return;
    released.current = true;
    navigate(data ? patientDetailHref(data.record.id) : `/${route.key}`);
  };

  const selfId = data ? data.record.id : null;
  return (
    <Stack gap={5}>
      <PageHeader
        title={title}
        breadcrumbs={
          data
            ? [
                { label: route.title, href: `/${route.key}` },
                { label: `${String(data.record.name)} · No. RM ${String(data.record.rmNo)}` },
              ]
            : undefined
        }
        canAdd={false}
        listHref={`/${route.key}`}
      />
      <Form form={form} onSubmit={(v) => submit(v)} aria-label="Form Pasien">
        <Stack gap={5}>
          {isDirty ? (
            <Text role="status" tone="warning">
              {UNSAVED_CHANGES}
            </Text>
          ) : null}
          {mode === 'add' ? (
            <Text tone="muted">No. RM diberikan otomatis oleh sistem saat data disimpan.</Text>
          ) : null}
          <Card>
            <Section title="Identitas">
              <Columns minColumnWidth={240}>
                <ColumnsItem span="all">
                  <FormText control={control} name="name" label="Nama Pasien *" kind="name" />
                </ColumnsItem>
                <NikInput control={control} />
                <FormChoice control={control} name="sex" label="Jenis Kelamin *" options={sex} />
                <FormDate control={control} name="birthDate" label="Tanggal Lahir *" />
                <FormText control={control} name="birthPlace" label="Tempat Lahir" />
                <NikCheck control={control} selfId={selfId} onPrefill={applyPrefill} />
                <FormRadio
                  control={control}
                  name="citizenship"
                  label="Kewarganegaraan *"
                  options={citizenship}
                  fallback="WNI"
                />
                {isWna ? (
                  <FormText control={control} name="passportNo" label="No. Paspor *" kind="code" />
                ) : null}
                <FormChoice
                  control={control}
                  name="maritalStatus"
                  label="Status Perkawinan"
                  options={maritalStatus}
                />
                <FormChoice
                  control={control}
                  name="bloodType"
                  label="Golongan Darah"
                  options={bloodType}
                />
                <FormChoice
                  control={control}
                  name="religionId"
                  label="Agama"
                  options={choicesOf(options, 'religionId')}
                />
                <FormChoice
                  control={control}
                  name="educationId"
                  label="Pendidikan"
                  combo
                  options={choicesOf(options, 'educationId')}
                />
                <FormChoice
                  control={control}
                  name="occupationId"
                  label="Pekerjaan"
                  combo
                  options={choicesOf(options, 'occupationId')}
                />
                <FormChoice
                  control={control}
                  name="ethnicityId"
                  label="Suku"
                  combo
                  options={choicesOf(options, 'ethnicityId')}
                />
                <FormText
                  control={control}
                  name="motherName"
                  label="Nama Ibu Kandung"
                  kind="name"
                />
              </Columns>
            </Section>
          </Card>
          <Card>
            <Section title="Alamat dan Kontak">
              <Columns minColumnWidth={240}>
                <ColumnsItem span="all">
                  <FormText control={control} name="address" label="Alamat" multiline />
                </ColumnsItem>
                <FormText control={control} name="rt" label="RT" kind="digits" />
                <FormText control={control} name="rw" label="RW" kind="digits" />
                <RegionInputs control={control} clear={clear} />
                <FormText control={control} name="postalCode" label="Kode Pos" kind="digits" />
                <FormText control={control} name="phone" label="No. Telepon" kind="phone" />
                <FormText control={control} name="phoneAlt" label="No. Telepon Lain" kind="phone" />
              </Columns>
            </Section>
          </Card>
          <Card>
            <Section title="Penjamin">
              <Columns minColumnWidth={240}>
                <FormText control={control} name="bpjsNo" label="No. Kartu BPJS" kind="digits" />
                <FormChoice
                  control={control}
                  name="bpjsClass"
                  label="Hak Kelas BPJS"
                  options={bpjsClass}
                />
                <FormChoice
                  control={control}
                  name="insurerId"
                  label="Asuransi (COB)"
                  combo
                  options={choicesOf(options, 'insurerId')}
                />
                <FormText
                  control={control}
                  name="insurerCardNo"
                  label="No. Kartu Asuransi"
                  kind="code"
                />
              </Columns>
            </Section>
          </Card>
          <Card>
            <Section
              title="Penanggung Jawab"
              description={`Paling banyak ${MAX_PERSONS} orang.`}
              actions={
                <Button
                  variant="secondary"
                  isDisabled={persons.fields.length >= MAX_PERSONS}
                  onPress={() => persons.append(emptyPerson())}
                >
                  Tambah Penanggung Jawab
                </Button>
              }
            >
              {persons.fields.length === 0 ? (
                <Text tone="muted">Belum ada penanggung jawab.</Text>
              ) : null}
              {persons.fields.map((row, i) => (
                <fieldset
                  key={row.id}
                  aria-label={`Penanggung jawab ${i + 1}`}
                  style={{ border: 0, padding: 0, margin: 0 }}
                >
                  <Columns minColumnWidth={200}>
                    <FormText
                      control={control}
                      name={`responsiblePersons.${i}.name`}
                      label="Nama Penanggung Jawab *"
                      kind="name"
                    />
                    <FormChoice
                      control={control}
                      name={`responsiblePersons.${i}.relationship`}
                      label="Hubungan dengan Pasien *"
                      options={responsibleRelation}
                    />
                    <FormText
                      control={control}
                      name={`responsiblePersons.${i}.phone`}
                      label="No. Telepon Penanggung Jawab"
                      kind="phone"
                    />
                    <FormText
                      control={control}
                      name={`responsiblePersons.${i}.nik`}
                      label="NIK Penanggung Jawab"
                      kind="nik"
                    />
                    <ColumnsItem span="all">
                      <FormText
                        control={control}
                        name={`responsiblePersons.${i}.address`}
                        label="Alamat Penanggung Jawab"
                      />
                    </ColumnsItem>
                    <ColumnsItem span="all">
                      <Button variant="secondary" onPress={() => persons.remove(i)}>
                        Hapus Penanggung Jawab {i + 1}
                      </Button>
                    </ColumnsItem>
                  </Columns>
                </fieldset>
              ))}
            </Section>
          </Card>
          <Card>
            <Section
              title="Riwayat Alergi"
              description="Obat, makanan, udara atau lainnya; tampil di banner pasien pada setiap layar klinis."
              actions={
                <Button
                  variant="secondary"
                  isDisabled={allergies.fields.length >= MAX_ALLERGIES}
                  onPress={() => allergies.append(emptyAllergy())}
                >
                  Tambah Alergi
                </Button>
              }
            >
              {allergies.fields.length === 0 ? (
                <Text tone="muted">Tidak ada alergi yang tercatat.</Text>
              ) : null}
              {allergies.fields.map((row, i) => (
                <fieldset
                  key={row.id}
                  aria-label={`Alergi ${i + 1}`}
                  style={{ border: 0, padding: 0, margin: 0 }}
                >
                  <Columns minColumnWidth={200}>
                    <FormChoice
                      control={control}
                      name={`allergies.${i}.type`}
                      label="Jenis Alergi *"
                      options={allergyType}
                    />
                    <FormText
                      control={control}
                      name={`allergies.${i}.allergen`}
                      label="Nama Alergen *"
                    />
                    <FormText control={control} name={`allergies.${i}.reaction`} label="Reaksi" />
                    <ColumnsItem span="all">
                      <Button variant="secondary" onPress={() => allergies.remove(i)}>
                        Hapus Alergi {i + 1}
                      </Button>
                    </ColumnsItem>
                  </Columns>
                </fieldset>
              ))}
            </Section>
          </Card>
          {candidates ? (
            <PossibleDuplicates
              candidates={candidates}
              pending={isSubmitting}
              onConfirm={() => void form.handleSubmit((v) => submit(v, true))()}
            />
          ) : null}
          <Stack direction="horizontal" wrap gap={4}>
            <Button type="submit" isPending={isSubmitting}>
              Simpan
            </Button>
            <Button variant="secondary" onPress={cancel}>
              Batal
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Stack>
  );
}

function NikInput({ control }: { control: Control<PatientFormValues> }) {
  const f = useFormField(control, 'nik');
  return (
    <NikField
      label="NIK"
      name={f.name}
      value={f.value ?? ''}
      onChange={f.onChange}
      onBlur={f.onBlur}
      autoComplete="off"
      {...(f.errorMessage ? { errorMessage: f.errorMessage } : {})}
    />
  );
}
