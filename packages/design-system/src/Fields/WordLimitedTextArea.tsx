import { countWords, isWithinWordLimit, truncateWords } from '@simrs/validators';
import { Label, TextField as RACTextField, Text } from 'react-aria-components';
import { ErrorText, FieldRoot, TextArea } from './Field.styles';
import type { FieldBaseProps } from './TextField';

export interface WordLimitedTextAreaProps extends FieldBaseProps<string> {
  /** Most words allowed; typing more is blocked, a longer paste is cut to the limit. */
  maxWords: number;
  placeholder?: string;
}

/** A text area that blocks words beyond its limit and counts them. */
export function WordLimitedTextArea({
  label,
  maxWords,
  value = '',
  onChange,
  errorMessage,
  placeholder,
  ...props
}: WordLimitedTextAreaProps) {
  const handleChange = (next: string) => {
    if (isWithinWordLimit(next, maxWords)) onChange?.(next);
    // Typing a word past the limit is blocked (the value stays); a longer paste is cut.
    else if (next.length - value.length > 1) onChange?.(truncateWords(next, maxWords));
  };
  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <RACTextField
        {...props}
        value={value}
        onChange={handleChange}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        style={{ display: 'grid', gap: 4 }}
      >
        <Label>{label}</Label>
        <TextArea placeholder={placeholder} />
        <Text slot="description" data-word-count>
          {countWords(value)}/{maxWords} kata
        </Text>
        <ErrorText>{errorMessage}</ErrorText>
      </RACTextField>
    </FieldRoot>
  );
}
