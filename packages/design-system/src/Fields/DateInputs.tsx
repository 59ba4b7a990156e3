// The date and time inputs themselves: React Aria's DateField, DatePicker, Calendar and TimeField
// with @internationalized/date. Loaded on demand by DateFields.tsx when a date field first
// renders, so forms without one never carry this code.
import { parseDate, parseTime, type Time } from '@internationalized/date';
import { TIME_RANGE_MESSAGE, validateTimeRange } from '@simrs/validators';
import { useId } from 'react';
import {
  CalendarCell,
  CalendarGrid,
  DateSegment,
  Dialog,
  Heading,
  Label,
  DateField as RACDateField,
  DatePicker as RACDatePicker,
  TimeField as RACTimeField,
  Text,
} from 'react-aria-components';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '../icons';
import { Calendar, DateInput } from './DateInputs.styles';
import { type DateFieldProps, type TimeRangeFieldProps, useToday } from './dates';
import { ErrorText, FieldRoot, PlainError } from './Field.styles';
import { Group, PickerGroup, Popover, SmallButton } from './Fields.styles';

const toDate = (iso: string | null | undefined) => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

function useBounds(disallow: DateFieldProps['disallow']) {
  const today = useToday();
  return {
    minValue: disallow === 'past' ? today : undefined,
    maxValue: disallow === 'future' ? today : undefined,
  };
}

/** A typed date (DD/MM/YYYY segments, id-ID); the value is 'YYYY-MM-DD'. */
export function DateFieldView({
  label,
  value,
  onChange,
  errorMessage,
  description,
  disallow,
  ...props
}: DateFieldProps) {
  const bounds = useBounds(disallow);
  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <RACDateField
        {...props}
        {...bounds}
        value={toDate(value)}
        onChange={(d) => onChange?.(d ? d.toString() : null)}
        isInvalid={errorMessage ? true : undefined}
        validationBehavior="aria"
        granularity="day"
        style={{ display: 'grid', gap: 4 }}
      >
        <Label>{label}</Label>
        <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
        {description ? <Text slot="description">{description}</Text> : null}
        <ErrorText>{errorMessage}</ErrorText>
      </RACDateField>
    </FieldRoot>
  );
}

/** A date with a calendar pop-up; future or past days can be disabled. */
export function DatePickerFieldView({
  label,
  value,
  onChange,
  errorMessage,
  description,
  disallow,
  ...props
}: DateFieldProps) {
  const bounds = useBounds(disallow);
  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <RACDatePicker
        {...props}
        {...bounds}
        value={toDate(value)}
        onChange={(d) => onChange?.(d ? d.toString() : null)}
        isInvalid={errorMessage ? true : undefined}
        validationBehavior="aria"
        granularity="day"
        style={{ display: 'grid', gap: 4 }}
      >
        <Label>{label}</Label>
        <PickerGroup>
          <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
          <SmallButton aria-label="Buka kalender">
            <IconCalendar />
          </SmallButton>
        </PickerGroup>
        {description ? <Text slot="description">{description}</Text> : null}
        <ErrorText>{errorMessage}</ErrorText>
        <Popover>
          <Dialog aria-label="Kalender">
            <Calendar>
              <header>
                <SmallButton slot="previous" aria-label="Bulan sebelumnya">
                  <IconChevronLeft />
                </SmallButton>
                <Heading />
                <SmallButton slot="next" aria-label="Bulan berikutnya">
                  <IconChevronRight />
                </SmallButton>
              </header>
              <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </RACDatePicker>
    </FieldRoot>
  );
}

const toTime = (text: string): Time | null => {
  if (!text) return null;
  try {
    return parseTime(text);
  } catch {
    return null;
  }
};
const timeText = (t: Time | null) =>
  t ? `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}` : '';

/**
 * Jam Mulai and Jam Selesai (24-hour). The validators' time rule shows
 * 'Jam Selesai harus lebih besar dari Jam Mulai' when the end is not later than the start.
 */
export function TimeRangeFieldView({
  label,
  value = { start: '', end: '' },
  onChange,
  errorMessage,
  startLabel = 'Jam Mulai',
  endLabel = 'Jam Selesai',
  isDisabled,
  isRequired,
}: TimeRangeFieldProps) {
  const labelId = useId();
  const ruleMessage = validateTimeRange(value.start, value.end);
  const message = errorMessage ?? ruleMessage ?? undefined;
  return (
    <FieldRoot
      data-field
      data-field-invalid={message ? '' : undefined}
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} data-field-label>
        {label}
      </span>
      <Group>
        <RACTimeField
          value={toTime(value.start)}
          onChange={(t) => onChange?.({ ...value, start: timeText(t) })}
          hourCycle={24}
          isDisabled={isDisabled}
          isRequired={isRequired}
          style={{ display: 'grid', gap: 4, flex: 1 }}
        >
          <Label>{startLabel}</Label>
          <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
        </RACTimeField>
        <RACTimeField
          value={toTime(value.end)}
          onChange={(t) => onChange?.({ ...value, end: timeText(t) })}
          hourCycle={24}
          isDisabled={isDisabled}
          isRequired={isRequired}
          isInvalid={ruleMessage === TIME_RANGE_MESSAGE}
          validationBehavior="aria"
          style={{ display: 'grid', gap: 4, flex: 1 }}
        >
          <Label>{endLabel}</Label>
          <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
        </RACTimeField>
      </Group>
      {message ? <PlainError role="alert">{message}</PlainError> : null}
    </FieldRoot>
  );
}
