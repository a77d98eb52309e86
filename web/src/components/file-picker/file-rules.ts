// The client-side checks of a chosen file (the server checks again): its type against an `accept`
// list and its size against a maximum, with the Portuguese text to show when it fails.
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

const entriesOf = (accept: string) =>
  accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** Whether the file matches an `accept` list of MIME types (`image/png`, `image/*`) or extensions (`.png`). */
export function acceptsFile(file: File, accept: string): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  const entries = entriesOf(accept);
  if (entries.length === 0) return true;
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** "PNG, JPEG ou WEBP" from an accept list. */
export function describeTypes(accept: string): string {
  const names = [...new Set(entriesOf(accept).map((entry) => entry.replace(/^\./, '').split('/').pop()!.toUpperCase()))];
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}`;
}

/** "2 MB", "1,5 MB", "500 KB" (binary units, Brazilian decimal comma). */
export function formatBytes(bytes: number): string {
  const format = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The text to show for a file that may not be sent, or undefined when it is fine. */
export function fileProblem(file: File, accept: string, maxBytes?: number): string | undefined {
  if (!acceptsFile(file, accept)) return MANAGEMENT_MESSAGES.forms.file.wrongType(describeTypes(accept));
  if (maxBytes !== undefined && file.size > maxBytes) return MANAGEMENT_MESSAGES.forms.file.tooLarge(formatBytes(maxBytes));
  return undefined;
}
