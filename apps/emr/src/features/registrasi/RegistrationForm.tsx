import { isBoError, useCommand, useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  Columns,
  ColumnsItem,
  Form,
  Notice,
  Section,
  Stack,
  Text,
  useDialog,
} from '@simrs/design-system';
import { bpjsClass, payerType, referralDocument, referralType } from '@simrs/domain';
import {
  type PatientRecordData,
  type RegistrationView,
  registrasiContract,
} from '@simrs/validators/contracts';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormChoice, FormDate, FormRadio, FormText } from '../../forms/boundFields';
import { schemaResolver } from '../../resources/formModel';
import { UNSAVED_CHANGES, useUnsavedChangesGuard } from '../../routing/unsavedChanges';
import { orderSchedules, scheduleLabel } from './registrationModel';

/** The form's values: text for every input (the contract's schema reads them). */
export type RegistrationValues = {
  patientId: string;
  ticketId: string;
  scheduleId: string;
  channel: string;
  payerType: string;
  guarantorId: string;
  guarantorCardNo: string;
  bpjsNo: string;
  sepNo: string;
  classEntitled: string;
  referralType: string;
  referralDocument: string;
  referralSourceName: string;
  referralNo: string;
  referralDate: string;
};

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The payer a returning patient most likely comes with: BPJS card, insurer, else general. */
export function registrationDefaults(
  record: PatientRecordData['record'],
  ticketId: string | null,
): RegistrationValues {
  const payer = record.bpjsNo ? '3' : record.insurerId ? '2' : '1';
  return {
    patientId: String(record.id),
    ticketId: ticketId ?? '',
    scheduleId: '',
    channel: 'BO-REG',
    payerType: payer,
    guarantorId: str(record.insurerId),
    guarantorCardNo: str(record.insurerCardNo),
    bpjsNo: str(record.bpjsNo),
    sepNo: '',
    classEntitled: str(record.bpjsClass),
    referralType: '',
    referralDocument: '',
    referralSourceName: '',
    referralNo: '',
    referralDate: '',
  };
}

/**
 * The outpatient registration at the admission counter: the day's doctor schedule (with the
 * places left), the payer (general, insurer with its card, BPJS with card, SEP and class) and an
 * optional referral. The server checks the quota, the ticket and the payer again.
 */
export function RegistrationForm({
  defaults,
  insurers,
  onRegistered,
  onCancel,
}: {
  defaults: RegistrationValues;
  insurers: PatientRecordData['options'][string];
  onRegistered: (registration: RegistrationView, message: string) => void;
  onCancel: () => void;
}) {
  const dialog = useDialog();
  const save = useCommand(registrasiContract, 'add');
  const schedules = useQuery(registrasiContract, 'schedules', {}, { revalidateOnFocus: true });
  const released = useRef(false);
  const form = useForm<RegistrationValues>({
    defaultValues: defaults,
    resolver: schemaResolver(registrasiContract.commands.add.input),
  });
  const { control, formState } = form;
  const payer = useWatch({ control, name: 'payerType' });
  useUnsavedChangesGuard(formState.isDirty, released);
  // The places left of the share the form's channel draws from (JKN or the rest).
  const share = useWatch({ control, name: 'channel' }) === 'JKN' ? 'JKN' : 'NON JKN';
  const ordered = orderSchedules(schedules.data?.list ?? [], share);

  const submit = async (values: Record<string, unknown>) => {
    const result = await save.run(values as never);
    if (result.ok && result.response.data) {
      released.current = true;
      onRegistered(
        result.response.data.registration,
        result.message ?? 'Registrasi berhasil disimpan.',
      );
      return;
    }
    if (!result.ok) {
      if (isBoError(result.error)) {
        for (const [name, messages] of Object.entries(result.error.errors)) {
          if (messages[0])
            form.setError(name as 'scheduleId', { type: 'server', message: messages[0] });
        }
      }
      dialog.showError(result.error);
      // The quota may have moved: show the places as they are now.
      void schedules.mutate();
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Form Registrasi Rawat Jalan">
      <Stack gap={5}>
        {formState.isDirty ? (
          <Text role="status" tone="warning">
            {UNSAVED_CHANGES}
          </Text>
        ) : null}
        <Card>
          <Section
            title="Poli dan Dokter"
            description="Jadwal praktik hari ini dengan sisa kuotanya."
          >
            {schedules.error ? (
              <Notice tone="danger" title="Jadwal dokter gagal dimuat.">
                {schedules.error.message}
              </Notice>
            ) : null}
            {schedules.data && ordered.length === 0 ? (
              <Notice tone="warning" title="Tidak ada jadwal dokter hari ini.">
                Pendaftaran rawat jalan memerlukan jadwal praktik dokter yang aktif hari ini.
              </Notice>
            ) : null}
            <FormChoice
              control={control}
              name="scheduleId"
              label="Jadwal Dokter *"
              combo
              options={ordered.map((s) => ({
                code: String(s.scheduleId),
                label: scheduleLabel(s, share),
              }))}
            />
          </Section>
        </Card>
        <Card>
          <Section title="Cara Bayar">
            <Columns minColumnWidth={240}>
              <ColumnsItem span="all">
                <FormRadio
                  control={control}
                  name="payerType"
                  label="Cara Bayar *"
                  options={payerType}
                />
              </ColumnsItem>
              {payer === '2' ? (
                <>
                  <FormChoice
                    control={control}
                    name="guarantorId"
                    label="Penjamin (Asuransi) *"
                    combo
                    options={insurers.map((o) => ({ code: String(o.value), label: o.label }))}
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
                <>
                  <FormText
                    control={control}
                    name="bpjsNo"
                    label="No. Kartu BPJS *"
                    kind="digits"
                  />
                  <FormText control={control} name="sepNo" label="No. SEP" kind="code" />
                  <FormChoice
                    control={control}
                    name="classEntitled"
                    label="Hak Kelas"
                    options={bpjsClass}
                  />
                </>
              ) : null}
            </Columns>
          </Section>
        </Card>
        <Card>
          <Section
            title="Rujukan"
            description="Isi bila pasien datang dengan surat rujukan atau surat kontrol."
          >
            <Columns minColumnWidth={220}>
              <FormChoice
                control={control}
                name="referralType"
                label="Jenis Rujukan"
                options={referralType}
              />
              <FormChoice
                control={control}
                name="referralDocument"
                label="Jenis Surat"
                options={referralDocument}
              />
              <FormText control={control} name="referralSourceName" label="Asal Rujukan" />
              <FormText control={control} name="referralNo" label="No. Rujukan" kind="code" />
              <FormDate control={control} name="referralDate" label="Tanggal Rujukan" />
            </Columns>
          </Section>
        </Card>
        <Stack direction="horizontal" wrap gap={4}>
          <Button type="submit" isPending={formState.isSubmitting}>
            Daftarkan
          </Button>
          <Button
            variant="secondary"
            onPress={async () => {
              if (formState.isDirty && !(await dialog.confirmCancel())) return;
              released.current = true;
              onCancel();
            }}
          >
            Batal
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
