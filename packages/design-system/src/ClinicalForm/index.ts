export type { ClinicalDocumentPrintProps } from './ClinicalDocumentPrint';
export { ClinicalDocumentPrint } from './ClinicalDocumentPrint';
export type { ClinicalDocumentValuesProps } from './ClinicalDocumentValues';
export { ClinicalDocumentValues } from './ClinicalDocumentValues';
export type { ClinicalFormProps } from './ClinicalForm';
export { ClinicalForm } from './ClinicalForm';
export type { ValueLine } from './values';
export { numberText, toFormValues, valueLines } from './values';
