import { createContext } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { Access } from '#shared/access.ts';
import type { ClientRouteName } from '#web/lib/client-routes.ts';

/** A control in the header toolbar (spec "Toolbar controls"): shown only on its route, for its access. */
export interface ToolbarControl {
  id: string;
  type: 'icon' | 'button';
  route: ClientRouteName;
  /** Button text, or the accessible name and tooltip of an icon. */
  title: string;
  /** A single key, pressed without modifiers outside text fields. */
  hotkey?: string;
  icon?: LucideIcon;
  access: readonly Access[];
  action: () => void;
  /** For toggles (fullscreen): rendered as aria-pressed. */
  pressed?: boolean;
}

/** Adds controls to the toolbar; returns their removal. Stable, so registering does not loop. */
export type RegisterToolbarControls = (controls: readonly ToolbarControl[]) => () => void;

/** Every registered control (changes with each registration). */
export const ToolbarControlsContext = createContext<readonly ToolbarControl[]>([]);
export const RegisterToolbarContext = createContext<RegisterToolbarControls | null>(null);
