// The bottom bar's Search entry and the full-screen search overlay it opens (a modal <dialog>).
// The form submits to /search?query=...; while the box is empty (or nothing matches) the body shows
// the static suggestions Astro rendered (children), and from two characters the products and
// categories suggested as the shopper types (search-combobox.tsx). Before hydration the entry is a
// plain link to /search.
import { useRef, type ReactNode } from 'react';
import { SEARCH_BOX_LABELS } from '../search/search-labels.ts';
import { useSearchCombobox } from '../search/search-combobox.tsx';
import { ArrowLeftIcon, SearchIcon } from './icons.tsx';
import styles from './SearchOverlay.module.scss';
import shell from './shell.module.scss';
import { useMounted } from './use-mounted.ts';

interface Props {
  /** The suggestions below the form. */
  children?: ReactNode;
}

export default function SearchOverlay({ children }: Props) {
  const mounted = useMounted();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const combobox = useSearchCombobox('search-overlay-query', 'sheet');

  const open = () => {
    dialogRef.current?.showModal();
    dialogRef.current?.querySelector('input')?.focus();
  };

  const label = (
    <>
      <SearchIcon />
      <span>Search</span>
    </>
  );

  return (
    <>
      {mounted ? (
        <button
          type="button"
          className={shell.barItem}
          aria-haspopup="dialog"
          aria-controls="search-overlay"
          onClick={open}
        >
          {label}
        </button>
      ) : (
        <a href="/search" className={shell.barItem}>
          {label}
        </a>
      )}
      <dialog id="search-overlay" ref={dialogRef} className={styles.dialog} aria-label="Search">
        <div className={styles.bar}>
          <button
            type="button"
            className={shell.iconButton}
            onClick={() => dialogRef.current?.close()}
          >
            <ArrowLeftIcon />
            <span className="visually-hidden">Close search</span>
          </button>
          <form action="/search" method="get" role="search" className={styles.form}>
            <label htmlFor="search-overlay-query" className="visually-hidden">
              {SEARCH_BOX_LABELS.label}
            </label>
            <input
              {...combobox.input}
              className={styles.input}
              type="text"
              name="query"
              placeholder={SEARCH_BOX_LABELS.placeholder}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className={shell.iconButton}>
              <SearchIcon />
              <span className="visually-hidden">{SEARCH_BOX_LABELS.submit}</span>
            </button>
          </form>
        </div>
        <div className={styles.body}>
          {combobox.popup}
          <div hidden={!combobox.idle}>{children}</div>
        </div>
      </dialog>
    </>
  );
}
