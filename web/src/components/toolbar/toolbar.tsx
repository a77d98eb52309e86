import { MESSAGES } from '#shared/messages.ts';
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { ToolbarControl } from './toolbar-context.ts';

/** The header's right-hand controls; their hotkeys work while they are shown. */
export function Toolbar({ controls }: { controls: readonly ToolbarControl[] }) {
  useHotkeys(controls);
  if (controls.length === 0) return null;
  return (
    <HStack role="toolbar" aria-label={MESSAGES.toolbar.label} gap="2">
      {controls.map((control) => (control.type === 'icon' ? iconControl(control) : buttonControl(control)))}
    </HStack>
  );
}

function iconControl(control: ToolbarControl) {
  const Icon = control.icon;
  return (
    <IconButton
      key={control.id}
      variant="ghost"
      aria-label={control.title}
      title={control.hotkey ? `${control.title} (${control.hotkey})` : control.title}
      aria-keyshortcuts={control.hotkey}
      aria-pressed={control.pressed}
      onClick={control.action}
    >
      {Icon && <Icon aria-hidden />}
    </IconButton>
  );
}

function buttonControl(control: ToolbarControl) {
  const Icon = control.icon;
  return (
    <Button key={control.id} colorPalette="brand" size="sm" aria-keyshortcuts={control.hotkey} onClick={control.action}>
      {Icon && <Icon aria-hidden />}
      {control.title}
    </Button>
  );
}

function useHotkeys(controls: readonly ToolbarControl[]) {
  useEffect(() => {
    const withKeys = controls.filter((control) => control.hotkey);
    if (withKeys.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isTyping(event.target)) return;
      const control = withKeys.find((c) => c.hotkey?.toLowerCase() === event.key.toLowerCase());
      if (!control) return;
      event.preventDefault();
      control.action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [controls]);
}

/** Hotkeys never steal letters typed into a field. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
