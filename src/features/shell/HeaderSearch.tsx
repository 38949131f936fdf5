// The header's search form from 1024px: submits to /search?query=..., and suggests products and
// categories as the shopper types (search-combobox.tsx). Before hydration it is a plain form.
import { localePath } from '../../lib/i18n/browser.ts';
import { useSearchCombobox, type SearchBoxWords } from '../search/search-combobox.tsx';
import styles from './HeaderSearch.module.scss';
import { SearchIcon } from './icons.tsx';

export default function HeaderSearch(words: SearchBoxWords) {
  const { t, lang } = words;
  const combobox = useSearchCombobox('header-search', 'dropdown', words);
  return (
    <form className={styles.search} action={localePath(lang, '/search')} method="get" role="search">
      <label htmlFor="header-search" className="visually-hidden">
        {t.label}
      </label>
      <input
        {...combobox.input}
        type="text"
        name="query"
        placeholder={t.placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit">
        <SearchIcon size={20} />
        <span className="visually-hidden">{t.submit}</span>
      </button>
      {combobox.popup}
    </form>
  );
}
