// Presigned uploads: the browser PUTs a file straight to S3, and a later save names it by key. The
// server checks what arrived (size, magic bytes, the caller's business prefix) before a record uses it.
import * as z from 'zod/mini';
import { UPLOADS } from '../../constants.ts';
import { MANAGEMENT_MESSAGES } from '../../management-messages.ts';
import { idField } from '../fields.ts';

const upload = z
  .object({
    purpose: z.enum(['dashboard_preview', 'business_logo']),
    content_type: z.enum(UPLOADS.contentTypes, { error: MANAGEMENT_MESSAGES.uploads.unsupportedType }),
    size: z.number().check(z.int(), z.positive()),
    /** Only the platform admin names a business; anyone else uploads for their own. */
    business_id: z.optional(idField),
  })
  .check(
    z.refine((value) => value.size <= UPLOADS.maxBytes[value.purpose], {
      path: ['size'],
      error: (issue) =>
        MANAGEMENT_MESSAGES.uploads.tooLarge(UPLOADS.maxBytes[(issue.input as { purpose: keyof typeof UPLOADS.maxBytes }).purpose]),
    }),
  );

export const uploadsContracts = {
  createUpload: { body: z.object({ upload }), fieldErrorsUnder: 'upload' },
};
