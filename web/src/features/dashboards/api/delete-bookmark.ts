import { apiRequest } from '#web/lib/api-client.ts';

/** Removes a favourite by its bookmark id. */
export async function deleteBookmark(bookmarkId: string): Promise<void> {
  await apiRequest('deleteBookmark', { params: { id: bookmarkId } });
}
