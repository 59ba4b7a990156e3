import { DatePickerField } from '@simrs/design-system';

/**
 * 'Tanggal Awal' and 'Tanggal Akhir' of a list over a range of days: the address's values, else
 * the range the server answered (its default); the server's refusal of the range (the end before
 * the start, too many days) under 'Tanggal Akhir'.
 */
export function RangeFilter({
  from,
  to,
  answered,
  error,
  onChange,
}: {
  from: string;
  to: string;
  answered: { from: string; to: string } | undefined;
  error: string | undefined;
  onChange: (name: 'from' | 'to', value: string) => void;
}) {
  return (
    <>
      <DatePickerField
        label="Tanggal Awal"
        value={from || answered?.from || null}
        onChange={(v) => onChange('from', v ?? '')}
      />
      <DatePickerField
        label="Tanggal Akhir"
        value={to || answered?.to || null}
        onChange={(v) => onChange('to', v ?? '')}
        {...(error ? { errorMessage: error } : {})}
      />
    </>
  );
}

/** The range's refusal in a list call's 422 (the field `to`), if that is why it failed. */
export function rangeErrorOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'errors' in error) {
    return (error.errors as Record<string, string[] | undefined>).to?.[0];
  }
  return undefined;
}
