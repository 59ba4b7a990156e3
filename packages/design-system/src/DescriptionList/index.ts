export type { DescriptionItem, DescriptionListProps } from './DescriptionList';
export { DescriptionList } from './DescriptionList';
export type { PatientHeaderProps } from './PatientHeader';
export { PatientHeader } from './PatientHeader';
