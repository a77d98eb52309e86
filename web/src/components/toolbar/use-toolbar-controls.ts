import { use, useEffect } from 'react';
import type { Access } from '../../../../shared/access.ts';
import type { ClientRouteName } from '../../../../shared/client-routes.ts';
import { ToolbarContext, type ToolbarControl } from './toolbar-context.ts';

/**
 * Contributes controls to the header toolbar while the caller is mounted. Pass a memoised array
 * (useMemo): a new array re-registers.
 */
export function useToolbarControls(controls: readonly ToolbarControl[]): void {
  const registry = use(ToolbarContext);
  useEffect(() => registry?.register(controls), [registry, controls]);
}

/** The registered controls that belong on this route for this access. */
export function useVisibleToolbarControls(route: ClientRouteName | undefined, access: Access): ToolbarControl[] {
  const registry = use(ToolbarContext);
  return (registry?.controls ?? []).filter((control) => control.route === route && control.access.includes(access));
}
