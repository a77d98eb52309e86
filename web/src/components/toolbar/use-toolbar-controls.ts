import { use, useEffect } from 'react';
import type { Access } from '#shared/access.ts';
import type { ClientRouteName } from '#web/lib/client-routes.ts';
import { RegisterToolbarContext, ToolbarControlsContext, type ToolbarControl } from './toolbar-context.ts';

/**
 * Contributes controls to the header toolbar while the caller is mounted. Pass a memoised array
 * (useMemo): a new array re-registers.
 */
export function useToolbarControls(controls: readonly ToolbarControl[]): void {
  const register = use(RegisterToolbarContext);
  useEffect(() => register?.(controls), [register, controls]);
}

/** The registered controls that belong on this route for this access. */
export function useVisibleToolbarControls(route: ClientRouteName | undefined, access: Access): ToolbarControl[] {
  return use(ToolbarControlsContext).filter((control) => control.route === route && control.access.includes(access));
}
