/**
 * The registry: every vocabulary of the package, option lists and status lists, in one typed
 * array. The design system renders one story per entry; the server serves them to the apps.
 */
import { bedState } from './bed-machine';
import { fallRiskLevel, fallRiskReviewState } from './fall-watch';
import { haiExposureKind, haiKind, haiSign } from './infection';
import * as app from './lists/app';
import * as clinicalLists from './lists/clinical';
import * as incidents from './lists/incidents';
import * as logisticsLists from './lists/logistics';
import * as patient from './lists/patient';
import * as people from './lists/people';
import * as services from './lists/services';
import * as time from './lists/time';
import { incidentReportStatus } from './patient-safety';
import { asaClass } from './scales/recovery';
import * as clinicalStatuses from './statuses/clinical';
import * as logisticsStatuses from './statuses/logistics';
import * as queueStatuses from './statuses/queue';

export const registry = [
  // Patient and visit
  patient.maritalStatus,
  patient.sex,
  patient.bloodType,
  patient.allergyType,
  patient.citizenship,
  patient.payerType,
  patient.entryChannel,
  patient.registrationKind,
  patient.registrationChannel,
  patient.patientSearchBy,
  patient.serviceKind,
  patient.inpatientType,
  patient.financingSource,
  patient.bpjsClass,
  patient.upgradeClass,
  patient.yesNo,
  patient.monitoringContinuation,
  patient.responsibleRelation,
  // People
  people.userLevel,
  people.staffType,
  // Physical examination and clinical options
  clinicalLists.bodyRegion,
  clinicalLists.bodyRegionWithNerves,
  clinicalLists.consciousness,
  clinicalLists.anesthesiaType,
  clinicalLists.operationSize,
  clinicalLists.operationUrgency,
  clinicalLists.zScoreBand,
  clinicalLists.endOfCareOutcome,
  clinicalLists.transferRoom,
  clinicalLists.inpatientDestination,
  clinicalLists.restrainType,
  clinicalLists.yesNoNotYet,
  clinicalLists.normalStatus,
  clinicalLists.pressureUlcerScore,
  clinicalLists.emergencyDisposition,
  clinicalLists.triagePlacement,
  clinicalLists.bloodProductType,
  clinicalLists.icuAdmissionPriority,
  clinicalLists.deliveryMethod,
  clinicalLists.amnioticFluid,
  clinicalLists.uterineContraction,
  clinicalLists.lochia,
  asaClass,
  // Incidents
  incidents.incidentType,
  incidents.incidentGrading,
  incidents.incidentReporter,
  incidents.incidentPatientOutcome,
  incidents.incidentProbability,
  incidents.incidentImpact,
  incidents.incidentReporterStaff,
  incidents.incidentAffected,
  incidents.incidentLocation,
  incidents.incidentCategory,
  incidents.incidentActionBy,
  // Fall-risk watch and infection surveillance
  fallRiskLevel,
  fallRiskReviewState,
  haiKind,
  haiExposureKind,
  haiSign,
  // Prescriptions, referrals, BPJS, units
  services.prescriptionItemKind,
  services.referralType,
  services.referralDocument,
  services.sepType,
  services.bpjsAccident,
  services.bpjsServicePurpose,
  services.bpjsSupportiveService,
  services.bpjsClaimStatus,
  services.supportiveExamCategory,
  services.unitCategory,
  // Logistics options
  logisticsLists.itemType,
  logisticsLists.itemSubtype,
  logisticsLists.discountUnit,
  logisticsLists.itemOrigin,
  logisticsLists.itemCondition,
  logisticsLists.returnOrigin,
  logisticsLists.otherCost,
  logisticsLists.destructionMethod,
  logisticsLists.linenStatus,
  logisticsLists.washPlace,
  logisticsLists.linenReturn,
  logisticsLists.centralLinenRoom,
  logisticsLists.stockStatus,
  logisticsLists.budgetDecision,
  logisticsLists.budgetApprovalDecision,
  // Time
  time.consultationSlot,
  time.assessmentInterval,
  time.intervalUnit,
  time.reportMonth,
  time.dayShift,
  // Screens, lists and app configuration
  app.sortDirection,
  app.pageSizeOption,
  app.featureFlag,
  app.pendingBadge,
  app.operationRole,
  app.cpptType,
  // Clinical and front-office statuses
  clinicalStatuses.outpatientVisitStatus,
  clinicalStatuses.callStatus,
  clinicalStatuses.pharmacyStatus,
  clinicalStatuses.billingStatus,
  clinicalStatuses.cashierStatus,
  clinicalStatuses.radiologyStatus,
  clinicalStatuses.laboratoryStatus,
  clinicalStatuses.outpatientRecordsVerificationStatus,
  clinicalStatuses.emergencyRecordsVerificationStatus,
  clinicalStatuses.inpatientStatus,
  clinicalStatuses.clinicalDocumentStatus,
  clinicalStatuses.emergencyAssessmentStatus,
  clinicalStatuses.emergencyVisitStatus,
  clinicalStatuses.externalBillingStatus,
  clinicalStatuses.externalCashierStatus,
  clinicalStatuses.referralStatus,
  clinicalStatuses.incomingReferralStatus,
  clinicalStatuses.outgoingReferralStatus,
  clinicalStatuses.medicationReconciliationStatus,
  clinicalStatuses.checkInStatus,
  clinicalStatuses.claimVerificationStatus,
  clinicalStatuses.surgeryStatus,
  clinicalStatuses.pathologyExamStatus,
  clinicalStatuses.activeStatus,
  // Logistics and procurement statuses
  logisticsStatuses.materialRequestStatus,
  logisticsStatuses.purchaseRequestStatus,
  logisticsStatuses.purchaseBudgetApprovalStatus,
  logisticsStatuses.poRequestStatus,
  logisticsStatuses.purchaseOrderStatus,
  logisticsStatuses.doRequestStatus,
  logisticsStatuses.deliveryOrderStatus,
  logisticsStatuses.doMinutesStatus,
  logisticsStatuses.transferStatus,
  logisticsStatuses.goodsTransferStatus,
  logisticsStatuses.withdrawalStatus,
  logisticsStatuses.withdrawalTransferStatus,
  logisticsStatuses.budgetStatus,
  logisticsStatuses.returnStatus,
  logisticsStatuses.destructionStatus,
  logisticsStatuses.maintenanceStatus,
  logisticsStatuses.debtDoStatus,
  logisticsStatuses.washingStatus,
  logisticsStatuses.washingReturnStatus,
  logisticsStatuses.washingInvoiceStatus,
  // The product's own workflows
  queueStatuses.queueTicketStatus,
  bedState,
  incidentReportStatus,
] as const;

export type RegisteredVocabulary = (typeof registry)[number];
export type VocabularyId = RegisteredVocabulary['id'];
export type RegisteredVocabularyOf<Id extends VocabularyId> = Extract<
  RegisteredVocabulary,
  { id: Id }
>;

const byId: ReadonlyMap<string, RegisteredVocabulary> = new Map(registry.map((v) => [v.id, v]));

/** The vocabulary with this id, or undefined. */
export function vocabularyById<Id extends VocabularyId>(id: Id): RegisteredVocabularyOf<Id>;
export function vocabularyById(id: string): RegisteredVocabulary | undefined;
export function vocabularyById(id: string): RegisteredVocabulary | undefined {
  return byId.get(id);
}

/** The status lists of the registry (each has a state machine in `machines`). */
export const statusVocabularies = registry.filter(
  (v): v is Extract<RegisteredVocabulary, { kind: 'status' }> => v.kind === 'status',
);
/** The option lists of the registry. */
export const optionVocabularies = registry.filter(
  (v): v is Extract<RegisteredVocabulary, { kind: 'option' }> => v.kind === 'option',
);
