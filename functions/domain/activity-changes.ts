// The field changes an activity entry records: given a record before and after a write, as plain maps
// of field → value as shown (activityFields builds them), the fields that differ, from → to. A create
// has no before (from null), a delete no after (to null). Values are strings: lists of names are
// sorted and joined, long texts cut (ACTIVITY_VALUE_MAX), rich text reduced to its words, money as the
// API shows it. Secrets never get here: a password change is only `password`, from null to null.
import type { ActivityChange } from '#shared/insights-api-types.ts';
import { moneyOf } from '#shared/brazilian-formats.ts';

/** Longest value an entry keeps (a field longer than this is cut, with an ellipsis). */
export const ACTIVITY_VALUE_MAX = 200;

/** A field's value as a writer knows it. */
export type FieldValue =
  | string
  | number
  | boolean
  | null
  | undefined
  /** A list of names: order does not matter. */
  | readonly string[]
  | { cents: number }
  | { html: string };

/** Field key (ACTIVITY_MESSAGES.fields) → value. */
export type ActivityFields = Record<string, FieldValue>;

const cut = (text: string): string => (text.length > ACTIVITY_VALUE_MAX ? `${text.slice(0, ACTIVITY_VALUE_MAX - 1)}…` : text);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Rich text as its words: tags dropped, the common entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

/** A value as an entry stores it; null for absent or empty. */
export function shownValue(value: FieldValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value === '' ? null : cut(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const names = [...(value as readonly string[])].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    return names.length ? cut(names.join(', ')) : null;
  }
  if ('cents' in value) return moneyOf(value.cents);
  const text = plainText((value as { html: string }).html);
  return text ? cut(text) : null;
}

/** The fields whose shown value differs between `before` and `after` (null: the record did not exist), in the order of the field list. */
export function activityChanges(before: ActivityFields | null, after: ActivityFields | null): ActivityChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const from = before ? shownValue(before[field]) : null;
    const to = after ? shownValue(after[field]) : null;
    return from === to ? [] : [{ field, from, to }];
  });
}

/** Names of `ids` from a map of known names (an id no longer known is shown as is). */
export const namesOf = (ids: readonly string[], names: ReadonlyMap<string, string> | Record<string, string>): string[] =>
  ids.map((id) => (names instanceof Map ? names.get(id) : (names as Record<string, string>)[id]) ?? id);
