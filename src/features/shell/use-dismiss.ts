// How the header's popups (account menu, mega menu) close: a pointer press outside, Escape (focus
// goes back to the trigger) or focus leaving them.
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/** Closes an open popup; spread the handlers on the element holding the trigger and the popup. */
export function useDismiss(
  open: boolean,
  close: () => void,
  rootRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
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
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      close();
      triggerRef.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
    },
  };
}
