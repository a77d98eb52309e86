import { Field as ChakraField } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Checkbox } from '../ui/checkbox.tsx';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A longer text under the box, read out with it (aria-describedby). */
  description?: ReactNode;
  errorText?: ReactNode;
  name?: string;
  disabled?: boolean;
}

/**
 * A checkbox with an optional description and error. The Chakra field around it gives the checkbox's
 * input the ids that tie the description and the error to it.
 */
export function CheckboxField({ label, checked, onCheckedChange, description, errorText, name, disabled }: CheckboxFieldProps) {
  return (
    <ChakraField.Root invalid={Boolean(errorText)} disabled={disabled} gap="1">
      <Checkbox checked={checked} onCheckedChange={onCheckedChange} name={name} disabled={disabled}>
        {label}
      </Checkbox>
      {description && <ChakraField.HelperText ps="6">{description}</ChakraField.HelperText>}
      {errorText && <ChakraField.ErrorText ps="6">{errorText}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}
