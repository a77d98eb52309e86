import { apiRequest } from '#web/lib/api-client.ts';

/** Favourites a dashboard; answers the new bookmark's id. */
export async function postBookmark(dashboardId: string): Promise<string> {
  const answer = await apiRequest('createBookmark', { body: { bookmark: { dashboard_id: dashboardId } } });
  return answer.bookmark_id;
}
