// Page links under the search results: previous, a window of up to 5 numbers with first/last and
// ellipses, next. Real links (shareable URLs); the island intercepts them to stay on the page.
import type { MouseEvent } from 'react';
import type { Messages } from '../../lib/i18n/types.ts';
import { pageWindow } from '../../lib/pagination.ts';
import styles from './search.module.scss';

interface Props {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** "Previous page", "Next page", "Page {page}" and "Pagination" in the page's language. */
  t: Pick<Messages['search'], 'previousPage' | 'nextPage' | 'page' | 'pagination'>;
}

export default function SearchPagination({
  page,
  pages,
  hrefFor,
  onPage,
  disabled = false,
  t,
}: Props) {
  if (pages <= 1) return null;
  const go = (target: number) => (event: MouseEvent) => {
    event.preventDefault();
    if (!disabled && target !== page) onPage(target);
  };
  const step = (target: number, label: string, text: string) =>
    target < 1 || target > pages ? (
      <span className={styles.pageStep} aria-hidden="true">
        {text}
      </span>
    ) : (
      <a className={styles.pageStep} href={hrefFor(target)} aria-label={label} onClick={go(target)}>
        {text}
      </a>
    );

  return (
    <nav className={styles.pagination} aria-label={t.pagination} aria-busy={disabled || undefined}>
      {step(page - 1, t.previousPage, '‹')}
      <ul>
        {pageWindow(page, pages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={hrefFor(item)}
                aria-label={t.page.replace('{page}', String(item))}
                aria-current={item === page ? 'page' : undefined}
                onClick={go(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ul>
      {step(page + 1, t.nextPage, '›')}
    </nav>
  );
}
