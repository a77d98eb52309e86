import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { RegisterToolbarContext, ToolbarControlsContext, type ToolbarControl } from './toolbar-context.ts';

/** Holds the controls contributed by the shell and by the page on screen. */
export function ToolbarProvider({ children }: { children: ReactNode }) {
  const [groups, setGroups] = useState<ReadonlyArray<readonly ToolbarControl[]>>([]);

  const register = useCallback((controls: readonly ToolbarControl[]) => {
    setGroups((current) => [...current, controls]);
    return () => setGroups((current) => current.filter((group) => group !== controls));
  }, []);

  const controls = useMemo(() => groups.flat(), [groups]);
  return (
    <RegisterToolbarContext value={register}>
      <ToolbarControlsContext value={controls}>{children}</ToolbarControlsContext>
    </RegisterToolbarContext>
  );
}
