// How the header's popups (account menu, mega menu) open and close: a button toggles the popup it
// controls; a pointer press outside, Escape (focus goes back to the button) or focus leaving them
// closes it.
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/**
 * Closes an open popup: spread the handlers on the element holding the button and the popup, and
 * `trigger` (its ARIA state) on the button; the popup's id is `popupId`.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  rootRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
  popupId: string,
) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, rootRef]);

  return {
    trigger: { type: 'button', 'aria-expanded': open, 'aria-controls': popupId },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      close();
      triggerRef.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
    },
  } as const;
}
