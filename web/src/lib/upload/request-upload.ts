import type { UploadContentType } from '#shared/constants.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';

/** What to upload: purpose, content type and size (and, for the platform admin, the business). */
export type UploadRequest = RequestOf<'createUpload'>['body']['upload'];
/** Where and how to PUT the file, and the key a record names it by. */
export type UploadTicket = ResponseOf<'createUpload'>['upload'];

/** `POST /uploads`: a presigned PUT for one file. */
export async function requestUpload(upload: UploadRequest): Promise<UploadTicket> {
  const answer = await apiRequest('createUpload', { body: { upload } });
  return answer.upload;
}

/**
 * The upload request of a picked file. The pickers let through only the types the API takes; the API
 * checks the type (and the bytes) again. `businessId` is the platform admin's: whose file it is.
 */
export const uploadRequestOf = (file: File, purpose: UploadRequest['purpose'], businessId?: string): UploadRequest => ({
  purpose,
  content_type: file.type as UploadContentType,
  size: file.size,
  ...(businessId ? { business_id: businessId } : {}),
});
