import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The Fullscreen API on one element. `active` follows `fullscreenchange`, so leaving by Escape or by
 * the toggle keeps the control's pressed state right.
 */
export function useFullscreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    let own = false;
    const sync = () => {
      own = document.fullscreenElement !== null && document.fullscreenElement === ref.current;
      setActive(own);
    };
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      // Leaving the page while in full screen must not leave an orphaned full-screen element.
      if (own && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  // Spec: full screen exits on Escape. Browsers do it by themselves; where the key reaches the page
  // instead (headless or embedded browsers), the page does it.
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active]);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const change = document.fullscreenElement ? document.exitFullscreen() : element.requestFullscreen?.();
    void change?.catch((error: unknown) => console.error('Error in toggling full screen', error));
  }, []);

  return { ref, active, toggle };
}
