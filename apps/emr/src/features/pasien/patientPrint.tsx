import { Barcode, openPrintWindow, PrintLayout, PrintRows, QrCode } from '@simrs/design-system';
import { labelOf, sex } from '@simrs/domain';
import { formatDate } from '@simrs/validators';

/** What the card and the label print of a patient. */
export interface PrintablePatient {
  rmNo: string;
  name: string;
  birthDate: string;
  sex: string;
  nik: string | null;
  bpjsNo: string | null;
}

const box = { display: 'flex', gap: '3mm', alignItems: 'center' } as const;

/**
 * The patient card (ID-1 card, 85.6 x 54 mm): the hospital, name, RM number as a Code 128
 * barcode (the counter's scanner reads it) and as a QR (the kiosk's camera reads it).
 */
export function PatientCardPrint({
  patient,
  hospitalName,
}: {
  patient: PrintablePatient;
  hospitalName: string;
}) {
  return (
    <PrintLayout size="card" title={`${hospitalName} · Kartu Pasien`}>
      <div style={box}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontSize: 14, fontWeight: 700 }}>{patient.name}</div>
          <PrintRows
            rows={[
              { label: 'No. RM', value: patient.rmNo },
              { label: 'Tgl. Lahir', value: formatDate(patient.birthDate) },
              { label: 'Jenis Kelamin', value: labelOf(sex, patient.sex) },
              ...(patient.bpjsNo ? [{ label: 'No. BPJS', value: patient.bpjsNo }] : []),
            ]}
          />
        </div>
        <QrCode value={patient.rmNo} size={72} label={`Kode QR No. RM ${patient.rmNo}`} />
      </div>
      <Barcode value={patient.rmNo} height={28} moduleWidth={1.4} showValue />
    </PrintLayout>
  );
}

/** The RM label (50 x 30 mm sticker) for the paper record and specimen tubes. */
export function PatientLabelPrint({ patient }: { patient: PrintablePatient }) {
  return (
    <PrintLayout size="label">
      <div style={{ fontSize: 10, fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden' }}>
        {patient.name}
      </div>
      <div style={{ fontSize: 9 }}>
        {formatDate(patient.birthDate)} · {labelOf(sex, patient.sex)}
      </div>
      <Barcode value={patient.rmNo} height={24} moduleWidth={1.1} showValue />
    </PrintLayout>
  );
}

/** Opens the print window with the card or the label; false when the browser blocked it. */
export function printPatient(
  kind: 'card' | 'label',
  patient: PrintablePatient,
  hospitalName: string,
): boolean {
  const handle = openPrintWindow(
    () =>
      kind === 'card' ? (
        <PatientCardPrint patient={patient} hospitalName={hospitalName} />
      ) : (
        <PatientLabelPrint patient={patient} />
      ),
    { title: `${kind === 'card' ? 'Kartu Pasien' : 'Label'} ${patient.rmNo}` },
  );
  return handle !== null;
}
