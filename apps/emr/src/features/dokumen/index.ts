/**
 * What other features may use of `dokumen` (the layering allows a feature's index only): a
 * visit's clinical record as panels (banner, documents, diagnoses and procedures, CPPT), for the
 * doctor's encounter screen beside the clinic worklist.
 */
export { VisitRecord } from './VisitRecord';
