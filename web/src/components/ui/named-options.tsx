import type { NamedItem } from '#shared/api-types.ts';

/** The `<option>`s of a native select of named items, after an optional first option of value '' (the placeholder). */
export function NamedOptions({ placeholder, options }: { placeholder?: string | null; options: readonly NamedItem[] }) {
  return (
    <>
      {placeholder != null && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </>
  );
}
