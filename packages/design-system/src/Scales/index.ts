export type {
  PartialAnswers,
  ScaleFieldProps,
  ScaleItemGroupProps,
  ScaleSummaryProps,
} from './ScaleField';
export { ScaleField, ScaleItemGroup, ScaleSummary } from './ScaleField';
export type {
  AldreteScaleProps,
  AsaFieldProps,
  FallRiskScaleProps,
  GcsScaleProps,
  GeriatricFallRiskScaleProps,
  PainScaleProps,
  SimpleScaleProps,
} from './scales';
export {
  AldreteScale,
  ApgarScale,
  AsaField,
  BromageScale,
  FallRiskScale,
  GcsScale,
  GeriatricFallRiskScale,
  PainScale,
  RecoveryScale,
} from './scales';
