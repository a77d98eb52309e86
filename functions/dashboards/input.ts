import { z } from 'zod';
import { INPUT_LIMITS } from '../../shared/constants.ts';
import { idParam } from '../lib/id-param.ts';
import { pageParam } from '../lib/validate.ts';

/** `GET /dashboards?page&name&role_id&bookmark`; `bookmark=true|1` keeps favourites only. */
export const listDashboardsQuery = z.object({
  page: pageParam,
  name: z.string().trim().max(INPUT_LIMITS.nameFilter).optional(),
  role_id: z.union([z.literal(''), idParam]).optional(),
  bookmark: z
    .enum(['true', '1', 'false', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
