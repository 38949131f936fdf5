// The bottom bar's Search entry and the full-screen search overlay it opens (a modal <dialog>).
// The form submits to /search?query=...; the suggestions are static children rendered by Astro.
// Before hydration the entry is a plain link to /search.
import { useRef, type ReactNode } from 'react';
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
              Search products
            </label>
            <input
              id="search-overlay-query"
              className={styles.input}
              type="text"
              name="query"
              placeholder="Search products..."
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className={shell.iconButton}>
              <SearchIcon />
              <span className="visually-hidden">Search</span>
            </button>
          </form>
        </div>
        <div className={styles.body}>{children}</div>
      </dialog>
    </>
  );
}
