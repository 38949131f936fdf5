// The language switch: a link to the same page in the other language, its text that language's
// name written in itself. `?lang=` asks the server to remember the choice (a cookie) and send the
// shopper on to the clean address. The query of the page (a search, the filters) comes along: read
// from the address bar once hydrated (and as the listing's filters change it), and again on click,
// since the search screen changes it in place too.
import { useSyncExternalStore, type MouseEvent } from 'react';
import { otherLang, switchHref, type PathLang } from '../../lib/i18n/browser.ts';
import { currentSearch, serverSearch, subscribeToSearch } from '../catalog/location.ts';

interface Props {
  lang: PathLang;
  /** The page's path (in either language). */
  currentPath: string;
  /** Screen readers hear "<label>: <text>". */
  label: string;
  text: string;
  className?: string | undefined;
}

export default function LangSwitch({ lang, currentPath, label, text, className }: Props) {
  const target = otherLang(lang);
  const search = useSyncExternalStore(subscribeToSearch, currentSearch, serverSearch);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = switchHref(target, currentPath, window.location.search);
  };
  return (
    <a
      href={switchHref(target, currentPath, search)}
      lang={target}
      hrefLang={target}
      className={className}
      onClick={onClick}
    >
      <span className="visually-hidden" lang={lang}>
        {label}:{' '}
      </span>
      {text}
    </a>
  );
}
