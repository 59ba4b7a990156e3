import { isBoError, useCommand, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  Columns,
  ColumnsItem,
  Form,
  LinkButton,
  Notice,
  PageHeader,
  RadioGroupField,
  Stack,
  Stats,
  Text,
  useDialog,
  useFormField,
  useToday,
} from '@simrs/design-system';
import { bpjsClass, inpatientType, payerType, upgradeClass } from '@simrs/domain';
import {
  type BedOccupancyView,
  pasienContract,
  type RegistrationView,
  registrasiContract,
  registrasiRanapContract,
} from '@simrs/validators/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { FormChoice, FormText } from '../../forms/boundFields';
import { LiveChip } from '../../layout/LiveChip';
import { schemaResolver } from '../../resources/formModel';
import { canDo } from '../../routing/guards';
import { patientDetailHref } from '../../routing/recordLinks';
import { useSession } from '../../session/SessionProvider';
import { LoadError } from '../../ui';
import type { ScreenProps } from '../types';
import { type PickedPatient, pickedFromPatient } from './finderModel';
import { PatientFinder } from './PatientFinder';
import { useFreeBedsLive } from './ranapLive';
import {
  freeBedChoices,
  freeBedLabel,
  freeBedSummary,
  originCandidates,
  originLabel,
} from './ranapModel';

const WARD_LIST = '/pasien-bangsal';
/** The origin choice 'none': a direct admission. */
const DIRECT = 'LANGSUNG';
const FORM_SOURCE = { keepPreviousData: true, revalidateOnFocus: false } as const;
const admitInput = registrasiRanapContract.commands.admit.input;

interface AdmitValues {
  patientId: string;
  originRegistrationId: string;
  originVersion: string;
  bedId: string;
  doctorName: string;
  inpatientType: string;
  payerType: string;
  guarantorId: string;
  guarantorCardNo: string;
  bpjsNo: string;
  classEntitled: string;
  classUpgrade: string;
}
const EMPTY: AdmitValues = {
  patientId: '',
  originRegistrationId: '',
  originVersion: '',
  bedId: '',
  doctorName: '',
  inpatientType: '',
  payerType: '1',
  guarantorId: '',
  guarantorCardNo: '',
  bpjsNo: '',
  classEntitled: '',
  classUpgrade: '',
};

interface Admitted {
  registration: RegistrationView;
  bed: BedOccupancyView;
  bedLabel: string;
}

/**
 * Pendaftaran Rawat Inap (pendaftaran-ranap): a patient admitted into a free bed, directly or from
 * today's clinic or UGD visit, with the DPJP, inpatient type, payer and class. The registration
 * and the bed interval are written together; the free beds are live (an admission or discharge
 * anywhere shows at once).
 */
export default function PendaftaranRanapScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  // From pasien-rujukan: the admission request to admit from (`?permintaan=`).
  const requestId = params.get('permintaan');
  const [admitted, setAdmitted] = useState<Admitted | null>(null);
  const [round, setRound] = useState(0);
  const live = useFreeBedsLive();
  const { user } = useSession();
  // The ward list is the ward desk's; a clerk without its menu is not sent into a refusal.
  const mayOpenWard = user ? canDo(user, WARD_LIST.slice(1), 'view') : false;
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} actions={<LiveChip live={live} />} />
      {admitted ? (
        <Card title="Pasien Terdaftar Rawat Inap">
          <Stack gap={4}>
            <Notice
              tone="success"
              title={`${admitted.registration.patient.name} didaftarkan rawat inap.`}
            >
              Tempat tidur sudah terisi atas registrasi ini; perawat bangsal melihatnya di Pasien
              Bangsal.
            </Notice>
            <Stats
              aria-label="Hasil pendaftaran rawat inap"
              items={[
                {
                  label: 'No. Registrasi',
                  value: (
                    <span data-reg-no={admitted.registration.regNo}>
                      {admitted.registration.regNo}
                    </span>
                  ),
                  isEmphasized: true,
                },
                { label: 'Tempat Tidur', value: admitted.bedLabel },
                { label: 'DPJP', value: admitted.registration.doctorName ?? '–' },
                { label: 'No. RM', value: admitted.registration.patient.rmNo },
              ]}
            />
            <Stack direction="horizontal" wrap gap={3}>
              {mayOpenWard ? <LinkButton href={WARD_LIST}>Buka Pasien Bangsal</LinkButton> : null}
              <LinkButton
                variant="secondary"
                href={patientDetailHref(admitted.registration.patient.id)}
              >
                Buka Data Pasien
              </LinkButton>
              <Button
                variant="secondary"
                onPress={() => {
                  setAdmitted(null);
                  setRound((n) => n + 1);
                }}
              >
                Daftarkan Pasien Lain
              </Button>
            </Stack>
          </Stack>
        </Card>
      ) : (
        <AdmissionForm
          key={round}
          requestId={round === 0 && requestId && /^\d+$/.test(requestId) ? requestId : null}
          onAdmitted={setAdmitted}
        />
      )}
    </Stack>
  );
}

function AdmissionForm({
  requestId,
  onAdmitted,
}: {
  requestId: string | null;
  onAdmitted: (a: Admitted) => void;
}) {
  const dialog = useDialog();
  const today = useToday().toString();
  const save = useCommand(registrasiRanapContract, 'admit');
  const beds = useQuery(registrasiRanapContract, 'beds', {});
  const request = useQuery(
    registrasiRanapContract,
    'request',
    requestId ? { pageId: requestId } : null,
    FORM_SOURCE,
  );
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AdmitValues>({ defaultValues: EMPTY, resolver: schemaResolver(admitInput) });
  const { control, setValue } = form;
  const [payer, bedId] = useWatch({ control, name: ['payerType', 'bedId'] });
  const history = useQuery(
    registrasiContract,
    'patient',
    patient ? { pageId: String(patient.id) } : null,
    FORM_SOURCE,
  );
  const insurers = useQuery(pasienContract, 'addForm', payer === '2' ? {} : null, FORM_SOURCE);
  const payerField = useFormField(control, 'payerType');
  const patientError = form.formState.errors.patientId?.message;

  const freeBeds = beds.data?.list ?? [];
  const bedOptions = freeBedChoices(freeBeds);
  const chosenGone =
    bedId !== '' && beds.data !== undefined && !bedOptions.some((b) => b.code === bedId);
  const asked = request.data ?? null;
  const origins = patient
    ? originCandidates(history.data?.list ?? [], today, asked?.registration.id ?? null)
    : [];
  const insurerOptions = (insurers.data?.options.insurerId ?? []).map((o) => ({
    code: String(o.value),
    label: o.label,
  }));

  const choosePatient = (p: PickedPatient | null) => {
    setPatient(p);
    setValue('patientId', p ? String(p.id) : '');
    setValue('originRegistrationId', '');
    setValue('originVersion', '');
    setValue('bpjsNo', p?.bpjsNo ?? '');
    if (p) form.clearErrors('patientId');
  };
  const chooseOrigin = (value: string) => {
    const origin = origins.find((r) => String(r.id) === value);
    setValue('originVersion', origin ? String(origin.version) : '');
    if (origin?.doctorName && !form.getValues('doctorName')) {
      setValue('doctorName', origin.doctorName);
    }
  };

  // The request read: its patient, its visit as the origin, the DPJP asked for and the visit's
  // payer fill the form once (the clerk still chooses the bed).
  const filled = useRef(false);
  useEffect(() => {
    if (!asked || filled.current) return;
    filled.current = true;
    const r = asked.registration;
    setPatient(pickedFromPatient(asked.patient));
    const values: Partial<AdmitValues> = {
      patientId: String(asked.patient.id),
      originRegistrationId: String(r.id),
      originVersion: String(r.version),
      doctorName: asked.doctorName,
      payerType: r.payerType,
      guarantorId: r.guarantorId === null ? '' : String(r.guarantorId),
      guarantorCardNo: r.guarantorCardNo ?? '',
      bpjsNo: r.bpjsNo ?? asked.patient.bpjsNo ?? '',
      classEntitled: r.classEntitled === null ? '' : String(r.classEntitled),
    };
    for (const [name, value] of Object.entries(values)) {
      setValue(name as keyof AdmitValues, value ?? '');
    }
  }, [asked, setValue]);

  const submit = async (values: AdmitValues) => {
    setRefusal(null);
    const result = await save.run(values as never);
    if (result.ok) {
      const data = result.response.data;
      dialog.showSuccess(result.message ?? 'Data Berhasil Disimpan.');
      if (data) {
        const row = freeBeds.find((b) => b.bedId === data.bed.bedId);
        onAdmitted({ ...data, bedLabel: row ? freeBedLabel(row) : `TT ${data.bed.bedId}` });
      }
      return;
    }
    const error = result.error;
    if (isBoError(error)) {
      for (const [name, messages] of Object.entries(error.errors)) {
        if (messages[0]) {
          form.setError(name as keyof AdmitValues, { type: 'server', message: messages[0] });
        }
      }
      if (Object.keys(error.errors).length === 0) setRefusal(error.message);
      // A bed taken meanwhile, an origin changed by someone else: read again.
      if (error.status === 409) {
        void beds.mutate();
        void history.mutate();
      }
    }
    dialog.showError(error);
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Form Pendaftaran Rawat Inap">
      <Stack gap={5}>
        <Card title="1. Pasien">
          <Stack gap={4}>
            <LoadError
              title="Permintaan rawat inap gagal dimuat."
              error={request.error}
              onRetry={() => request.mutate()}
            />
            {asked ? (
              <Notice
                tone={asked.admittable && !asked.admission ? 'info' : 'warning'}
                title={`Permintaan rawat inap dari ${asked.registration.regNo} (${
                  asked.registration.kind === 'UGD' ? 'UGD' : (asked.registration.poliName ?? '–')
                })`}
              >
                {asked.admission
                  ? `Pasien sudah dirawat dengan registrasi ${asked.admission.regNo}.`
                  : asked.admittable
                    ? `Diminta oleh ${asked.requestedBy ?? '–'}, DPJP ${asked.doctorName}${
                        asked.note ? `: ${asked.note}` : '.'
                      }`
                    : 'Kunjungan asal sudah tidak dapat dirawat inapkan.'}
              </Notice>
            ) : null}
            <PatientFinder
              label="Cari pasien"
              value={patient}
              onChange={choosePatient}
              errorMessage={patientError}
            />
            {patient ? (
              origins.length > 0 ? (
                <FormChoice
                  control={control}
                  name="originRegistrationId"
                  label="Registrasi Asal"
                  options={[
                    { code: DIRECT, label: 'Tanpa registrasi asal (langsung rawat inap)' },
                    ...origins.map((r) => ({ code: String(r.id), label: originLabel(r) })),
                  ]}
                  noneCode={DIRECT}
                  description="Kunjungan rawat jalan (Dalam Tindakan) atau UGD hari ini; statusnya ikut berubah."
                  onPicked={chooseOrigin}
                />
              ) : (
                <Text tone="muted" size="sm">
                  {history.isLoading
                    ? 'Memuat registrasi hari ini…'
                    : 'Tidak ada kunjungan rawat jalan (Dalam Tindakan) atau UGD hari ini: pasien didaftarkan langsung rawat inap.'}
                </Text>
              )
            ) : null}
          </Stack>
        </Card>
        <Card title="2. Tempat Tidur dan DPJP">
          <Stack gap={4}>
            <LoadError
              title="Daftar tempat tidur kosong gagal dimuat."
              error={beds.error}
              onRetry={() => beds.mutate()}
            />
            <Text tone="muted" size="sm" data-free-beds={bedOptions.length}>
              {beds.isLoading
                ? 'Memuat tempat tidur kosong…'
                : bedOptions.length === 0
                  ? 'Tidak ada tempat tidur kosong saat ini.'
                  : `Tempat tidur kosong: ${freeBedSummary(freeBeds)
                      .map((s) => `${s.label} (${s.count})`)
                      .join(', ')}.`}
            </Text>
            <Columns minColumnWidth={260}>
              <ColumnsItem span={2}>
                <FormChoice
                  control={control}
                  name="bedId"
                  label="Tempat Tidur *"
                  options={bedOptions}
                  placeholder="Pilih bangsal · kelas · kamar · tempat tidur"
                />
              </ColumnsItem>
              <FormText control={control} name="doctorName" label="DPJP *" kind="name" />
              <FormChoice
                control={control}
                name="inpatientType"
                label="Jenis Rawat Inap"
                options={inpatientType}
              />
              {chosenGone ? (
                <ColumnsItem span="all">
                  <Text role="alert" tone="warning">
                    Tempat tidur yang dipilih baru saja terisi atau dipesan; pilih tempat tidur
                    lain.
                  </Text>
                </ColumnsItem>
              ) : null}
            </Columns>
          </Stack>
        </Card>
        <Card title="3. Penjamin dan Kelas">
          <Columns minColumnWidth={240}>
            <ColumnsItem span="all">
              <RadioGroupField
                label="Cara Bayar *"
                name={payerField.name}
                options={payerType}
                value={payerField.value}
                onChange={(v) => payerField.onChange(v ?? '1')}
                {...(payerField.errorMessage ? { errorMessage: payerField.errorMessage } : {})}
              />
            </ColumnsItem>
            {payer === '2' ? (
              <>
                <FormChoice
                  control={control}
                  name="guarantorId"
                  label="Penjamin *"
                  options={insurerOptions}
                  {...(insurers.error ? { description: insurers.error.message } : {})}
                />
                <FormText
                  control={control}
                  name="guarantorCardNo"
                  label="No. Polis/Kartu Asuransi"
                  kind="code"
                />
              </>
            ) : null}
            {payer === '3' ? (
              <FormText control={control} name="bpjsNo" label="No. Kartu BPJS *" kind="digits" />
            ) : null}
            <FormChoice
              control={control}
              name="classEntitled"
              label="Hak Kelas"
              options={bpjsClass}
            />
            <FormChoice
              control={control}
              name="classUpgrade"
              label="Naik Kelas"
              options={upgradeClass}
            />
          </Columns>
        </Card>
        {refusal ? (
          <Notice tone="danger" title="Pendaftaran rawat inap tidak dapat disimpan.">
            {refusal}
          </Notice>
        ) : null}
        <Stack direction="horizontal" wrap gap={3}>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            Daftarkan Rawat Inap
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
