// Presigned uploads: where and how the browser PUTs the file, and the key a record will name it by.
import * as z from 'zod/mini';

export const createUploadResponse = z.strictObject({
  upload: z.strictObject({
    key: z.string(),
    /** Presigned PUT URL, valid `UPLOADS.urlSeconds`. */
    url: z.url(),
    /**
     * Headers the PUT must carry exactly as signed (`Content-Type`, `Content-Length`). A browser sets
     * Content-Length itself, from the file, and refuses it from a script: the SPA sends the others.
     */
    headers: z.record(z.string(), z.string()),
  }),
});
export type CreateUploadResponse = z.output<typeof createUploadResponse>;

export const uploadsResponses = { createUpload: createUploadResponse };
