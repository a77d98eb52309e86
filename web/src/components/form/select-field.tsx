import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { NamedItem } from '#shared/api-types.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { Field } from '../ui/field.tsx';

export interface SelectFieldProps {
  label: ReactNode;
  /** The chosen option's id; '' = the placeholder (nothing chosen). */
  value: string;
  onChange: (value: string) => void;
  options: readonly NamedItem[];
  /** The first option, value ''. Defaults to "Selecione uma opção"; `false` leaves it out. */
  placeholder?: string | false;
  name?: string;
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** The spec's single select: a native select (light, keyboard and screen-reader friendly). */
export function SelectField(props: SelectFieldProps) {
  const { label, value, onChange, options, placeholder, name, helperText, errorText, required, disabled } = props;
  const first = placeholder === false ? null : (placeholder ?? MANAGEMENT_MESSAGES.forms.selectPlaceholder);
  return (
    <Field label={label} helperText={helperText} errorText={errorText} required={required} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {first !== null && <option value="">{first}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}
