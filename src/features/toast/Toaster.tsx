// Renders $toasts: polite status toasts and assertive destructive ones, each closable with its
// button or by swiping it right past 50 px. Countdowns pause while pointer or focus is on them.
// On mount it shows the toast the previous page carried here, if any.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '../../lib/constants.ts';
import { CloseIcon } from '../shell/icons.tsx';
import {
  $toasts,
  dismissToast,
  pauseToasts,
  resumeToasts,
  showToast,
  takeCarriedToast,
  type Toast,
} from './store.ts';
import styles from './Toaster.module.scss';

/** Shows the toast a previous page carried here; its decoder loads only when there is one. */
function showCarriedToast(): void {
  const encoded = takeCarriedToast();
  if (encoded === null) return;
  import('./carried.ts')
    .then(({ decodeCarriedToast }) => {
      const input = decodeCarriedToast(encoded);
      if (input) showToast(input);
    })
    .catch((error: unknown) => console.warn('Could not show the carried toast', error));
}

/** Movement before a press counts as a swipe (so clicks on the buttons still work). */
const SWIPE_START_PX = 6;

interface Props {
  /** The region's name ("Messages") and each toast's close button ("Close"). */
  messagesLabel: string;
  closeLabel: string;
}

export default function Toaster({ messagesLabel, closeLabel }: Props) {
  const toasts = useStore($toasts);
  useEffect(showCarriedToast, []);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resumeToasts();
  };

  return (
    <section
      aria-label={messagesLabel}
      className={styles.viewport}
      onPointerEnter={pauseToasts}
      onPointerLeave={resumeToasts}
      onFocus={pauseToasts}
      onBlur={onBlur}
    >
      <div role="alert" className={styles.stack}>
        {toasts
          .filter((toast) => toast.variant === 'destructive')
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} closeLabel={closeLabel} />
          ))}
      </div>
      <div role="status" aria-live="polite" className={styles.stack}>
        {toasts
          .filter((toast) => toast.variant !== 'destructive')
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} closeLabel={closeLabel} />
          ))}
      </div>
    </section>
  );
}

function ToastCard({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.isPrimary && event.button === 0) start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const distance = Math.max(0, event.clientX - start.current);
    if (distance > SWIPE_START_PX && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(distance > SWIPE_START_PX ? distance : 0);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (distance > TOAST_SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    else setOffset(0);
  };
  const onPointerCancel = () => {
    start.current = null;
    setOffset(0);
  };

  return (
    <div
      className={styles.toast}
      data-variant={toast.variant}
      data-swiping={offset > 0}
      style={
        offset > 0
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 240) }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      {toast.action?.href && (
        <a
          href={toast.action.href}
          className={styles.action}
          onClick={() => dismissToast(toast.id)}
        >
          {toast.action.label}
        </a>
      )}
      {toast.action && !toast.action.href && (
        <button type="button" className={styles.action} onClick={() => dismissToast(toast.id)}>
          {toast.action.label}
        </button>
      )}
      <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)}>
        <CloseIcon size={16} />
        <span className="visually-hidden">{closeLabel}</span>
      </button>
    </div>
  );
}
