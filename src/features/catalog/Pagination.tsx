// Page links: a window of up to 5 numbers with first/last and ellipses (src/lib/pagination.ts).
// They are real links (?page=2) that an island intercepts to load without leaving the page.
import type { MouseEvent, ReactNode } from 'react';
import ui from './catalog-ui.module.scss';
import { pageWindow } from '../../lib/pagination.ts';
import type { CardText } from './card-text.ts';

interface Props {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number) => void;
  /** While the next page loads: links stay visible but do nothing. */
  disabled?: boolean;
  /** The links' words. */
  t: Pick<CardText, 'pagination' | 'previous' | 'next' | 'page'>;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function Pagination(props: Props) {
  const { page, pages, hrefFor, onNavigate, disabled = false, t } = props;
  if (pages <= 1) return null;

  const link = (target: number, label: ReactNode, extra: Record<string, string> = {}) => {
    const inactive = disabled || target === page || target < 1 || target > pages;
    return (
      <a
        className={ui.link}
        href={hrefFor(Math.min(Math.max(target, 1), pages))}
        aria-disabled={inactive || undefined}
        tabIndex={inactive && target !== page ? -1 : undefined}
        onClick={(event) => {
          if (!onNavigate || !isPlainClick(event)) return;
          event.preventDefault();
          if (!inactive) onNavigate(target);
        }}
        {...extra}
      >
        {label}
      </a>
    );
  };

  return (
    <nav className={ui.pagination} aria-label={t.pagination} aria-busy={disabled || undefined}>
      <ul>
        <li>
          {link(
            page - 1,
            <>
              <span aria-hidden="true">‹</span>
              <span className={ui.label}>{t.previous}</span>
            </>,
            { rel: 'prev' },
          )}
        </li>
        {pageWindow(page, pages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className={ui.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {link(
                item,
                <>
                  <span className="visually-hidden">{t.page}</span>
                  {item}
                </>,
                item === page ? { 'aria-current': 'page' } : {},
              )}
            </li>
          ),
        )}
        <li>
          {link(
            page + 1,
            <>
              <span className={ui.label}>{t.next}</span>
              <span aria-hidden="true">›</span>
            </>,
            { rel: 'next' },
          )}
        </li>
      </ul>
    </nav>
  );
}
