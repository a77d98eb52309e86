import type { CreateBookmarkRequest, CreateBookmarkResponse } from '../../../../../shared/api-types.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Favourites a dashboard; answers the new bookmark's id. */
export async function postBookmark(dashboardId: string): Promise<string> {
  const body: CreateBookmarkRequest = { bookmark: { dashboard_id: dashboardId } };
  const answer = await apiRequest<CreateBookmarkResponse>('createBookmark', { body });
  return answer.bookmark_id;
}
