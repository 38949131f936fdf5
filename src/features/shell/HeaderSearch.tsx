// The header's search form from 1024px: submits to /search?query=..., and suggests products and
// categories as the shopper types (search-combobox.tsx). Before hydration it is a plain form.
import { SEARCH_BOX_LABELS } from '../search/search-labels.ts';
import { useSearchCombobox } from '../search/search-combobox.tsx';
import styles from './HeaderSearch.module.scss';
import { SearchIcon } from './icons.tsx';

export default function HeaderSearch() {
  const combobox = useSearchCombobox('header-search', 'dropdown');
  return (
    <form className={styles.search} action="/search" method="get" role="search">
      <label htmlFor="header-search" className="visually-hidden">
        {SEARCH_BOX_LABELS.label}
      </label>
      <input
        {...combobox.input}
        type="text"
        name="query"
        placeholder={SEARCH_BOX_LABELS.placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit">
        <SearchIcon size={20} />
        <span className="visually-hidden">{SEARCH_BOX_LABELS.submit}</span>
      </button>
      {combobox.popup}
    </form>
  );
}
