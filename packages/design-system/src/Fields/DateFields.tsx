import { type ComponentType, lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { DateFieldProps, TimeRangeFieldProps } from './dates';
import { control, FieldRoot } from './Field.styles';

export type { DateFieldProps, TimeRange, TimeRangeFieldProps } from './dates';
export { HOSPITAL_TIME_ZONE, useToday } from './dates';

let inputsModule: Promise<typeof import('./DateInputs')> | undefined;

/**
 * The date inputs' module (React Aria's date field, picker, calendar and time field), fetched
 * once, when the first date field renders; a failed download is tried again next time.
 */
export function loadDateInputs(): Promise<typeof import('./DateInputs')> {
  if (!inputsModule) {
    const loading = import('./DateInputs');
    inputsModule = loading;
    loading.catch(() => {
      if (inputsModule === loading) inputsModule = undefined;
    });
  }
  return inputsModule;
}

function onDemand<P extends object>(
  pick: (m: typeof import('./DateInputs')) => ComponentType<P>,
): ComponentType<P> {
  return lazy(() => loadDateInputs().then((m) => ({ default: pick(m) })));
}

const DateFieldView = onDemand((m) => m.DateFieldView);
const DatePickerFieldView = onDemand((m) => m.DatePickerFieldView);
const TimeRangeFieldView = onDemand((m) => m.TimeRangeFieldView);

const PendingControl = styled.div`
  ${control}
  background: var(--ds-color-surface);
`;

/** The field's label and an empty control of the same height while the inputs load. */
function Pending({ label }: { label: string }) {
  return (
    <FieldRoot data-field aria-busy="true">
      <span data-field-label>{label}</span>
      <PendingControl data-date-pending />
    </FieldRoot>
  );
}

/** A typed date (DD/MM/YYYY segments, id-ID); the value is 'YYYY-MM-DD'. */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<Pending label={props.label} />}>
      <DateFieldView {...props} />
    </Suspense>
  );
}

/** A date with a calendar pop-up; future or past days can be disabled. */
export function DatePickerField(props: DateFieldProps) {
  return (
    <Suspense fallback={<Pending label={props.label} />}>
      <DatePickerFieldView {...props} />
    </Suspense>
  );
}

/**
 * Jam Mulai and Jam Selesai (24-hour). The validators' time rule shows
 * 'Jam Selesai harus lebih besar dari Jam Mulai' when the end is not later than the start.
 */
export function TimeRangeField(props: TimeRangeFieldProps) {
  return (
    <Suspense fallback={<Pending label={props.label} />}>
      <TimeRangeFieldView {...props} />
    </Suspense>
  );
}
