import { Field as ChakraField } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  helperText?: ReactNode;
  /** Shown under the control and marks it invalid. */
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A labelled form control: the label, helper and error are tied to the input inside by id. */
export function Field({ label, helperText, errorText, required, disabled, children }: FieldProps) {
  return (
    <ChakraField.Root invalid={Boolean(errorText)} required={required} disabled={disabled}>
      <ChakraField.Label>
        {label}
        {required && <ChakraField.RequiredIndicator />}
      </ChakraField.Label>
      {children}
      {helperText && !errorText && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
      {errorText && <ChakraField.ErrorText>{errorText}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}
