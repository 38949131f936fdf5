// The bottom bar's Search entry and the full-screen search overlay it opens (a modal <dialog>).
// The form submits to /search?query=...; while the box is empty (or nothing matches) the body shows
// the static suggestions Astro rendered (children), and from two characters the products and
// categories suggested as the shopper types (search-combobox.tsx). Before hydration the entry is a
// plain link to /search.
import { useRef, type ReactNode } from 'react';
import { localePath } from '../../lib/i18n/browser.ts';
import { useSearchCombobox, type SearchBoxWords } from '../search/search-combobox.tsx';
import { ArrowLeftIcon, SearchIcon } from './icons.tsx';
import styles from './SearchOverlay.module.scss';
import shell from './shell.module.scss';
import { useMounted } from './use-mounted.ts';

interface Props extends SearchBoxWords {
  /** The suggestions below the form. */
  children?: ReactNode;
  /** "Search" (the bar's entry and the dialog's name) and "Close search". */
  searchLabel: string;
  closeLabel: string;
}

export default function SearchOverlay({ children, searchLabel, closeLabel, ...words }: Props) {
  const { t, lang } = words;
  const mounted = useMounted();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const combobox = useSearchCombobox('search-overlay-query', 'sheet', words);

  const open = () => {
    dialogRef.current?.showModal();
    dialogRef.current?.querySelector('input')?.focus();
  };

  const label = (
    <>
      <SearchIcon />
      <span>{searchLabel}</span>
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
        <a href={localePath(lang, '/search')} className={shell.barItem}>
          {label}
        </a>
      )}
      <dialog
        id="search-overlay"
        ref={dialogRef}
        className={styles.dialog}
        aria-label={searchLabel}
      >
        <div className={styles.bar}>
          <button
            type="button"
            className={shell.iconButton}
            onClick={() => dialogRef.current?.close()}
          >
            <ArrowLeftIcon />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
          <form
            action={localePath(lang, '/search')}
            method="get"
            role="search"
            className={styles.form}
          >
            <label htmlFor="search-overlay-query" className="visually-hidden">
              {t.label}
            </label>
            <input
              {...combobox.input}
              className={styles.input}
              type="text"
              name="query"
              placeholder={t.placeholder}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className={shell.iconButton}>
              <SearchIcon />
              <span className="visually-hidden">{t.submit}</span>
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
