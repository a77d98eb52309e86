import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../shared/constants.ts';
import { idParam } from '../lib/id-param.ts';
import { pageParam } from '../lib/validate.ts';

/** `GET /dashboards?page&name&role_id&bookmark`; `bookmark=true|1` keeps favourites only. */
export const listDashboardsQuery = z.object({
  page: pageParam,
  name: z.optional(z.string().check(z.trim(), z.maxLength(INPUT_LIMITS.nameFilter))),
  role_id: z.optional(z.union([z.literal(''), idParam])),
  bookmark: z.pipe(
    z.optional(z.enum(['true', '1', 'false', '0', ''])),
    z.transform((value) => value === 'true' || value === '1'),
  ),
});
