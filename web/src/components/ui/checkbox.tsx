import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
  name?: string;
}

/** A labelled checkbox (the label is clickable and names the control). */
export function Checkbox({ checked, onCheckedChange, children, disabled, name }: CheckboxProps) {
  return (
    <ChakraCheckbox.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      disabled={disabled}
      name={name}
      colorPalette="brand"
    >
      <ChakraCheckbox.HiddenInput />
      <ChakraCheckbox.Control />
      <ChakraCheckbox.Label>{children}</ChakraCheckbox.Label>
    </ChakraCheckbox.Root>
  );
}
