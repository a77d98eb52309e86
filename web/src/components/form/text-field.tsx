import { Input } from '@chakra-ui/react';
import type { ChangeEvent, HTMLAttributes, ReactNode } from 'react';
import { Field } from '../ui/field.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import { applyMask, maskedCaret } from './apply-mask.ts';

/** A pattern (`9` = one digit) or a formatter `(raw) => masked`. */
export type Mask = string | ((raw: string) => string);

const formatterOf = (mask: Mask | undefined): ((raw: string) => string) | undefined =>
  typeof mask === 'string' ? (mask ? (raw) => applyMask(raw, mask) : undefined) : mask;

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  /** `password` adds the show/hide toggle. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  /**
   * `9` = one digit, anything else a literal, e.g. `99.999.999/9999-99`; or a formatter of the raw text
   * (e.g. a library's CNPJ format, or a phone layout chosen by the number of digits) that keeps the
   * digits in order, so the caret can follow them. `onChange` gets the masked text.
   */
  mask?: Mask;
  placeholder?: string;
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

/** The spec's text input: labelled, with optional mask, password toggle, helper and error text. */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, mask, helperText, errorText, required, disabled, type = 'text', ...rest } = props;
  const format = formatterOf(mask);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (!format) {
      onChange(event.target.value);
      return;
    }
    const input = event.target;
    const raw = input.value;
    const masked = format(raw);
    // Written to the element before React re-renders, so the caret stays where the user typed
    // (React leaves an element alone when its value already matches the new state).
    if (masked !== raw) {
      const caret = maskedCaret(raw, input.selectionStart ?? raw.length, masked);
      input.value = masked;
      input.setSelectionRange(caret, caret);
    }
    onChange(masked);
  }

  const inputProps = {
    ...rest,
    // A value from outside (e.g. the API's bare digits) is shown masked too.
    value: format ? format(value) : value,
    onChange: handleChange,
    // No maxLength from the mask: the mask already drops extra digits, and a browser cut would
    // spoil a pasted value that carries more separators than the mask.
    inputMode: rest.inputMode ?? (format ? ('numeric' as const) : undefined),
  };
  return (
    <Field label={label} helperText={helperText} errorText={errorText} required={required} disabled={disabled}>
      {type === 'password' ? <PasswordInput {...inputProps} /> : <Input type={type} {...inputProps} />}
    </Field>
  );
}
