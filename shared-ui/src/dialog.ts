import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard rules (docs/accessibility.md): on open, focus moves into the dialog
 * (its `[data-autofocus]` element, else the first control); Tab and Shift+Tab stay inside; Escape
 * closes; on close, focus goes back to what had it before (the control that opened the dialog).
 * The element gets role=dialog, aria-modal and a label from its user.
 */
/** Open dialogs, newest last: only the newest answers the keyboard (the image viewer over a product sheet). */
const open: object[] = [];

export function useDialog<T extends HTMLElement>(onClose: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // Before paint: a key pressed the moment the dialog appears (Escape) already reaches it.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    const controls = () => [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((e) => e.getClientRects().length > 0);
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? controls()[0])?.focus();
    const token = {};
    open.push(token);
    const onKey = (event: KeyboardEvent) => {
      if (open[open.length - 1] !== token) return;
      if (event.key === 'Escape') { event.stopPropagation(); close.current(); return; }
      if (event.key !== 'Tab' || !dialog) return;
      const list = controls();
      const first = list[0], last = list[list.length - 1];
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) { event.preventDefault(); last?.focus(); }
      else if (!event.shiftKey && (!inside || document.activeElement === last)) { event.preventDefault(); first?.focus(); }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      open.splice(open.indexOf(token), 1);
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return ref;
}
