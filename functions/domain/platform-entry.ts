// The platform trail's entry of a catalogue write (a theme, a report): who, what, and the fields that
// changed, read by each catalogue's own `fieldsOf`.
import type { ActivityDraft } from '#functions/data/activity.ts';
import { actorOf } from './activity-actor.ts';
import { activityChanges, type ActivityFields } from './activity-changes.ts';
import type { Caller } from './caller.ts';

/** One catalogue as its trail records it: the kind of its items and the fields recorded of one. */
export interface Catalogue<T> {
  kind: 'theme' | 'report';
  fieldsOf: (item: T) => ActivityFields;
}

/** `before` null: a create; `after` null: a delete. */
export function platformEntry<T extends { id: string; name: string }>(
  caller: Caller,
  { kind, fieldsOf }: Catalogue<T>,
  action: 'created' | 'updated' | 'deleted',
  before: T | null,
  after: T | null,
): ActivityDraft {
  const subject = (after ?? before)!;
  return {
    businessId: null,
    actor: actorOf(caller),
    action,
    entity: { kind, id: subject.id, name: subject.name },
    changes: activityChanges(before && fieldsOf(before), after && fieldsOf(after)),
  };
}
