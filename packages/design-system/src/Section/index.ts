export type { SectionProps } from './Section';
export { Section } from './Section';
