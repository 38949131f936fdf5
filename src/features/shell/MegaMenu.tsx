// The desktop Products entry: opens the mega menu on hover (200 ms, skipped within 300 ms of the
// last close), click and keyboard. The panel's links are static children rendered by Astro, so
// they are in the HTML for crawlers; before hydration the entry is a plain link to /products.
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { MENU_HOVER_DELAY_MS, MENU_SKIP_DELAY_MS } from '../../lib/constants.ts';
import { ChevronDownIcon } from './icons.tsx';
import styles from './MegaMenu.module.scss';
import shell from './shell.module.scss';
import { useDismiss } from './use-dismiss.ts';
import { useMounted } from './use-mounted.ts';

interface Props {
  /** The panel content: category links (data-category) and their details (data-details). */
  children?: ReactNode;
  /** The entry's text ("Products") and the page it links to before hydration. */
  label: string;
  href: string;
}

const PANEL_ID = 'mega-menu-panel';

/** A hover-opened menu closes when the pointer leaves; a clicked or keyboard-opened one stays. */
type OpenedBy = 'hover' | 'click' | null;

/** Shows the brands and criteria of one category and marks its link. */
function showCategory(panel: HTMLElement, category: string): void {
  for (const details of panel.querySelectorAll<HTMLElement>('[data-details]')) {
    details.hidden = details.dataset['details'] !== category;
  }
  for (const link of panel.querySelectorAll<HTMLElement>('[data-category]')) {
    link.toggleAttribute('data-active', link.dataset['category'] === category);
  }
}

/**
 * The panel's keyboard order: each category's link, then its brands and criteria, then the next
 * category; the picture tiles last. (In the page's order the details of only the shown category
 * follow all the category links, so Tab would reach only the last category's.)
 */
function tabOrder(panel: HTMLElement): HTMLElement[] {
  const order: HTMLElement[] = [];
  for (const link of panel.querySelectorAll<HTMLElement>('[data-category]')) {
    const details = panel.querySelector(`[data-details="${link.dataset['category']}"]`);
    order.push(link, ...(details?.querySelectorAll<HTMLElement>('a') ?? []));
  }
  for (const link of panel.querySelectorAll<HTMLElement>('a'))
    if (!link.closest('[data-details]') && !link.dataset['category']) order.push(link);
  return order;
}

/** The category a panel link belongs to (its own, or its details'). */
const categoryOf = (link: HTMLElement): string | undefined =>
  link.dataset['category'] ?? link.closest<HTMLElement>('[data-details]')?.dataset['details'];

export default function MegaMenu({ children, label: text, href }: Props) {
  const mounted = useMounted();
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const itemRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const open = openedBy !== null;

  const show = (by: Exclude<OpenedBy, null>) => {
    clearTimeout(openTimer.current);
    setOpenedBy(by);
  };
  const close = () => {
    clearTimeout(openTimer.current);
    if (open) closedAt.current = Date.now();
    setOpenedBy(null);
  };

  useEffect(() => () => clearTimeout(openTimer.current), []);

  const dismiss = useDismiss(open, close, itemRef, triggerRef, PANEL_ID);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || open) return;
    clearTimeout(openTimer.current);
    if (Date.now() - closedAt.current < MENU_SKIP_DELAY_MS) show('hover');
    else openTimer.current = setTimeout(() => show('hover'), MENU_HOVER_DELAY_MS);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(openTimer.current);
    if (openedBy === 'hover') close();
  };

  const onTriggerClick = () => {
    if (openedBy === 'hover') show('click');
    else if (open) close();
    else show('click');
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    show('click');
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a')?.focus());
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const order = tabOrder(panel);
    const at = order.indexOf(event.target as HTMLElement);
    const next = at < 0 ? undefined : order[at + (event.shiftKey ? -1 : 1)];
    if (!next) return; // out of the panel, as the page's order goes
    event.preventDefault();
    const category = categoryOf(next);
    if (category) showCategory(panel, category);
    next.focus();
  };

  const onCategoryHint = (event: SyntheticEvent) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-category]');
    const category = link?.dataset['category'];
    if (category && panelRef.current) showCategory(panelRef.current, category);
  };

  const label = (
    <>
      {text}
      <ChevronDownIcon size={16} className={shell.chevron} />
    </>
  );

  return (
    <div
      ref={itemRef}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={dismiss.onKeyDown}
      onBlur={dismiss.onBlur}
    >
      {mounted ? (
        <button
          ref={triggerRef}
          {...dismiss.trigger}
          className={shell.navLink}
          onClick={onTriggerClick}
          onKeyDown={onTriggerKeyDown}
        >
          {label}
        </button>
      ) : (
        <a href={href} className={shell.navLink}>
          {label}
        </a>
      )}
      <div
        id={PANEL_ID}
        ref={panelRef}
        className={styles.panel}
        hidden={!open}
        onPointerOver={onCategoryHint}
        onFocus={onCategoryHint}
        onKeyDown={onPanelKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
