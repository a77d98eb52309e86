// Entries with no table write of their own to join (a sign-in, a failed sign-in, a password changed in
// Cognito): written after the outcome is known, best effort. A failure to record is logged (no secret
// in the line) and never changes the answer of what it describes.
import { putActivityEntry, type ActivityDraft } from '#functions/data/activity.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { Logger } from '#functions/lib/logger.ts';

export async function recordActivity(table: TableContext, log: Logger, draft: ActivityDraft): Promise<void> {
  try {
    await putActivityEntry(table, draft);
  } catch (error) {
    log.error('activity entry not recorded', {
      action: draft.action,
      kind: draft.entity.kind,
      entityId: draft.entity.id,
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}
