import { useState } from 'react';
import type { UserStatus } from './people-routes.ts';

/**
 * Which people a list shows while it keeps the previous answer on screen: the status asked for once
 * its answer has arrived (`settled`), the one before until then. So the active people never show a
 * "Reativar" for the moment between the filter's change and the deactivated list's answer.
 */
export function useListedStatus(asked: UserStatus, settled: boolean): UserStatus {
  const [listed, setListed] = useState(asked);
  if (settled && listed !== asked) setListed(asked);
  return settled ? asked : listed;
}
