import { Info, Maximize, Minimize, RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import type { ToolbarControl } from '#web/components/toolbar/toolbar-context.ts';
import { useToolbarControls } from '#web/components/toolbar/use-toolbar-controls.ts';

const VIEWERS = ['customer', 'customer_admin'] as const;

interface ShowControls {
  onInfo: () => void;
  onReload: () => void;
  onFullscreen: () => void;
  fullscreen: boolean;
}

/**
 * The spec's dashboard-show controls in the header toolbar: info (i), reload (r), fullscreen (f).
 * Keys pressed inside the report's cross-origin frame never reach the page; the toolbar buttons stay
 * reachable by keyboard (Shift+Tab out of the frame) and the hotkeys work whenever focus is on the portal.
 */
export function useShowControls({ onInfo, onReload, onFullscreen, fullscreen }: ShowControls): void {
  const controls = useMemo<ToolbarControl[]>(
    () => [
      {
        id: 'dashboard-info',
        type: 'icon',
        route: 'dashboard-show',
        title: MESSAGES.toolbar.info,
        hotkey: 'i',
        icon: Info,
        access: VIEWERS,
        action: onInfo,
      },
      {
        id: 'dashboard-reload',
        type: 'icon',
        route: 'dashboard-show',
        title: MESSAGES.toolbar.reload,
        hotkey: 'r',
        icon: RefreshCw,
        access: VIEWERS,
        action: onReload,
      },
      {
        id: 'dashboard-fullscreen',
        type: 'icon',
        route: 'dashboard-show',
        title: MESSAGES.toolbar.fullscreen,
        hotkey: 'f',
        icon: fullscreen ? Minimize : Maximize,
        access: VIEWERS,
        action: onFullscreen,
        pressed: fullscreen,
      },
    ],
    [onInfo, onReload, onFullscreen, fullscreen],
  );
  useToolbarControls(controls);
}
