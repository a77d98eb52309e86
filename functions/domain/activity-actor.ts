// Who an activity entry names as its author: the caller, by id and full name as they are now.
import type { ActivityActor } from '#functions/data/activity.ts';
import { fullName } from '#functions/data/records.ts';
import type { Caller } from './caller.ts';

export const actorOf = (caller: Caller): ActivityActor => ({ id: caller.userId, name: fullName(caller.profile) });
