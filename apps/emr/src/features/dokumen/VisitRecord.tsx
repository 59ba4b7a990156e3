import { CpptPanel } from './CpptPanel';
import { DiagnosisPanel } from './DiagnosisPanel';
import { PatientBanner } from './PatientBanner';
import { VisitDocuments } from './RekamMedisScreen';

/**
 * One visit's clinical record, the panels the chart shows for the chosen visit: the patient
 * banner (allergies, payer), the visit's documents and forms to fill, its diagnoses and
 * procedures, its CPPT.
 */
export function VisitRecord({ rmNo, registrationId }: { rmNo: string; registrationId: number }) {
  return (
    <>
      <PatientBanner rmNo={rmNo} />
      <VisitDocuments key={`docs-${registrationId}`} rmNo={rmNo} registrationId={registrationId} />
      <DiagnosisPanel key={`dx-${registrationId}`} registrationId={registrationId} />
      <CpptPanel key={`cppt-${registrationId}`} registrationId={registrationId} />
    </>
  );
}
