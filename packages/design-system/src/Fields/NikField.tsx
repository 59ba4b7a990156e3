import { decodeNik, formatDate, todayIso, UTC_OFFSET_MINUTES } from '@simrs/validators';
import { useClock } from '../clock';
import { TextField, type TextFieldProps } from './TextField';

export interface NikFieldProps extends Omit<TextFieldProps, 'kind' | 'description'> {}

/** The NIK of a resident: 16 digits, and what it encodes (province, birth date, sex). */
export function NikField({ label = 'NIK', value = '', ...props }: NikFieldProps) {
  const clock = useClock();
  let description: string | undefined;
  if (value.length === 16) {
    const today = todayIso(new Date(clock.now()), UTC_OFFSET_MINUTES.WIB);
    const decoded = decodeNik(value, today);
    description = decoded.ok
      ? `${decoded.value.provinceName} · Lahir ${formatDate(decoded.value.birthDate)} · ${
          decoded.value.sex === 1 ? 'Laki-laki' : 'Perempuan'
        }`
      : decoded.message;
  } else if (value.length > 0) {
    description = `${value.length}/16 digit`;
  }
  return (
    <TextField
      {...props}
      label={label}
      value={value}
      kind="nik"
      description={<span data-nik-info>{description}</span>}
    />
  );
}
