import {
  type Code,
  type CodeOf,
  findOption,
  labelOf,
  type Tone,
  toneOf,
  type Vocabulary,
} from '@simrs/domain';
import type { HTMLAttributes } from 'react';
import { Chip, Mark } from './StatusChip.styles';

export interface ToneChipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  tone: Tone;
  /** The word shown (a chip never relies on colour alone). */
  label: string;
}

/** A chip with an explicit tone and word (bands of scales, ad-hoc labels). */
export function ToneChip({ tone, label, ...props }: ToneChipProps) {
  return (
    <Chip data-tone={tone} {...props}>
      <Mark data-tone={tone} aria-hidden="true" />
      {label}
    </Chip>
  );
}

export interface StatusChipProps<V extends Vocabulary>
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** A status (or option) list of `@simrs/domain`. */
  list: V;
  /** The code to show; an unknown code shows as itself in the neutral tone. */
  code: CodeOf<V> | Code | null | undefined;
}

/** Shows the Indonesian word of a status code in the tone the domain gives it. */
export function StatusChip<V extends Vocabulary>({ list, code, ...props }: StatusChipProps<V>) {
  const known = findOption(list, code) !== undefined;
  const label = labelOf(list, code);
  if (label === '') return null;
  return (
    <ToneChip
      tone={toneOf(list, code)}
      label={label}
      data-list={list.id}
      data-code={String(code)}
      data-known={known ? undefined : 'false'}
      {...props}
    />
  );
}
