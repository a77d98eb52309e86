import { Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Field } from '../ui/field.tsx';

export interface TextAreaFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The box's height: a number of pixels (the spec's 300 / 500) or any CSS length. */
  height?: number | string;
  name?: string;
  placeholder?: string;
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  maxLength?: number;
}

/** A labelled multi-line text box of a fixed height (the user may still resize it vertically). */
export function TextAreaField(props: TextAreaFieldProps) {
  const { label, value, onChange, height, helperText, errorText, required, disabled, ...rest } = props;
  return (
    <Field label={label} helperText={helperText} errorText={errorText} required={required} disabled={disabled}>
      <Textarea
        {...rest}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        height={typeof height === 'number' ? `${height}px` : height}
        resize="vertical"
      />
    </Field>
  );
}
