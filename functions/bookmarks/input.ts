import * as z from 'zod/mini';
import { idParam } from '../lib/id-param.ts';

/** `POST /bookmarks` body: `{ bookmark: { dashboard_id } }`. */
export const createBookmarkBody = z.object({ bookmark: z.object({ dashboard_id: idParam }) });
