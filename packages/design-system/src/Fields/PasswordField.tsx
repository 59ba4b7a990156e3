import { useState } from 'react';
import { Label, TextField as RACTextField, Text } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { ErrorText, FieldRoot, Input } from './Field.styles';
import type { FieldBaseProps } from './TextField';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: var(--ds-space-2);
  align-items: center;
`;

export interface PasswordFieldProps extends FieldBaseProps<string> {
  /** 'current-password' for the password in use, 'new-password' for a new one. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
}

/**
 * A password (React Aria `TextField`, `type="password"`) with a 'Tampilkan' / 'Sembunyikan'
 * button that shows what was typed. The value is taken exactly as typed, shown or not: no filter
 * or cleaner runs on a password. The button's name carries the label ('Tampilkan Kata Sandi
 * Baru'), so several password fields on one form stay distinct.
 */
export function PasswordField({
  label,
  errorMessage,
  description,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <RACTextField
        {...props}
        type={visible ? 'text' : 'password'}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        style={{ display: 'grid', gap: 4 }}
      >
        <Label>{label}</Label>
        <Row>
          <Input
            autoComplete={autoComplete}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
          />
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${visible ? 'Sembunyikan' : 'Tampilkan'} ${label}`}
            isDisabled={props.isDisabled}
            onPress={() => setVisible((v) => !v)}
          >
            {visible ? 'Sembunyikan' : 'Tampilkan'}
          </Button>
        </Row>
        {description ? <Text slot="description">{description}</Text> : null}
        <ErrorText>{errorMessage}</ErrorText>
      </RACTextField>
    </FieldRoot>
  );
}
