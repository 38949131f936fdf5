// The language switch: a link to the same page in the other language, its text that language's
// name written in itself. `?lang=` asks the server to remember the choice (a cookie) and send the
// shopper on to the clean address. The page's path and query (a search, the filters) come from the
// address bar once hydrated (and as the listing's filters change it), and again on click, since the
// search screen changes it in place too; before that, from the path the server rendered.
import { useSyncExternalStore, type MouseEvent } from 'react';
import { otherLang, switchHref, type Lang } from '../../lib/i18n/browser.ts';
import { subscribeToSearch } from '../catalog/location.ts';

/** The address bar's path and query (the 404 page and a rewritten page know their path only here). */
const addressBar = (): string => `${window.location.pathname}${window.location.search}`;

/** The switch's link from a path with its query ("/vi/search?query=tv"). */
function addressSwitch(target: Lang, address: string): string {
  const at = address.indexOf('?');
  return at < 0
    ? switchHref(target, address)
    : switchHref(target, address.slice(0, at), address.slice(at));
}

interface Props {
  lang: Lang;
  /** The page's path (in either language). */
  currentPath: string;
  /** Screen readers hear "<label>: <text>". */
  label: string;
  text: string;
  className?: string | undefined;
}

export default function LangSwitch({ lang, currentPath, label, text, className }: Props) {
  const target = otherLang(lang);
  const here = useSyncExternalStore(subscribeToSearch, addressBar, () => null);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = switchHref(target, window.location.pathname, window.location.search);
  };
  return (
    <a
      href={here === null ? switchHref(target, currentPath) : addressSwitch(target, here)}
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
