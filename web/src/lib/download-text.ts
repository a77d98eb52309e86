/**
 * Saves a text the page built (a CSV) as a file: a Blob behind a temporary object URL, clicked through
 * a temporary `<a download>`. The URL is revoked after the click has been handled, so the Blob is freed.
 */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click's task: revoking at once could cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
