import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';

/** What to upload: purpose, content type and size (and, for the platform admin, the business). */
export type UploadRequest = RequestOf<'createUpload'>['body']['upload'];
/** Where and how to PUT the file, and the key a record names it by. */
export type UploadTicket = ResponseOf<'createUpload'>['upload'];

/** `POST /uploads`: a presigned PUT for one file. */
export async function postUpload(upload: UploadRequest): Promise<UploadTicket> {
  const answer = await apiRequest('createUpload', { body: { upload } });
  return answer.upload;
}
