import * as z from 'zod/mini';
import type { ViewEntityClass } from '../../shared/api-types.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { badRequest } from '../lib/http-error.ts';
import { idParam } from '../lib/id-param.ts';
import { pageParam } from '../lib/validate.ts';

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** `GET /views?user_id|dashboard_id&page`, before the "exactly one entity" check. */
export const listViewsQuery = z.object({
  user_id: z.pipe(z.transform(emptyAsMissing), z.optional(idParam)),
  dashboard_id: z.pipe(z.transform(emptyAsMissing), z.optional(idParam)),
  page: pageParam,
});

/** The one entity whose history is asked for; both or neither is a 400. */
export function viewEntityOf(input: z.infer<typeof listViewsQuery>): { entity: ViewEntityClass; id: string } {
  if (input.user_id && !input.dashboard_id) return { entity: 'user', id: input.user_id };
  if (input.dashboard_id && !input.user_id) return { entity: 'dashboard', id: input.dashboard_id };
  throw badRequest(MESSAGES.errors.viewEntityRequired);
}
