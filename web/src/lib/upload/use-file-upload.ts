// A form's picked file going up before its save: a presigned PUT requested (`POST /uploads`), the file
// PUT with its progress, and the key remembered so a save tried again does not send the same file twice.
// The dashboard form's preview and the business form's logo both save this way.
import { useCallback, useRef, useState } from 'react';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { ApiError, isApiError, type FieldMessages } from '#web/lib/api-error.ts';
import { putFile, UploadError } from './put-file.ts';
import type { UploadTicket } from './request-upload.ts';

/**
 * `field` is where the picker shows a problem of the file: the save's key field (`preview_key`,
 * `logo_key`), which also takes the upload request's own field errors (type, size).
 */
export function useFileUpload(ticketFor: (file: File) => Promise<UploadTicket>, field: string) {
  const [progress, setProgress] = useState<number>();
  const sent = useRef<{ file: File; key: string } | undefined>(undefined);

  /** The key of the file once up (at once if this very file already went up). */
  const send = useCallback(
    async (file: File): Promise<string> => {
      if (sent.current?.file === file) return sent.current.key;
      const ticket = await ticketFor(file).catch((error: unknown) => {
        if (isApiError(error) && error.status === 422) {
          throw new ApiError(422, error.message, { [field]: Object.values(error.fieldErrors).flat() });
        }
        throw error;
      });
      setProgress(0);
      try {
        await putFile(ticket.url, file, ticket.headers, { onProgress: (percent) => setProgress(percent) });
      } finally {
        setProgress(undefined);
      }
      sent.current = { file, key: ticket.key };
      return ticket.key;
    },
    [ticketFor, field],
  );

  /** After a save: the key is named no more once saved or refused (the next save sends the file anew). */
  const settle = useCallback(
    (error?: unknown) => {
      if (error === undefined || (isApiError(error) && error.fieldErrors[field])) sent.current = undefined;
    },
    [field],
  );

  /** The field errors to show for a failed PUT (the file never arrived), if that is what failed. */
  const errorsOf = useCallback(
    (error: unknown): FieldMessages | undefined =>
      error instanceof UploadError ? { [field]: [MANAGEMENT_MESSAGES.uploads.notUploaded] } : undefined,
    [field],
  );

  return { send, progress, settle, errorsOf };
}
