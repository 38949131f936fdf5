// The search box as a WAI-ARIA 1.2 combobox with a listbox popup (list autocomplete, no automatic
// selection), shared by the desktop header and the mobile search overlay. DOM focus stays in the
// input; the highlighted option is named by aria-activedescendant. Down and Up move through the
// options (and open the list), Enter opens the highlighted one, Escape closes the list, a polite
// live region says how many suggestions came. Each option is a link, so a click or a tap opens it
// too. Each host places the input's props, the list and the live region where its layout wants.
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { SuggestResponse } from '../../api/schemas/suggest.ts';
import { formatVnd } from '../../lib/format.ts';
import { ProductImage } from '../catalog/ProductImage.tsx';
import { localePath, type Lang } from '../../lib/i18n/browser.ts';
import { suggestionCount, type SearchBoxText } from './search-labels.ts';
import styles from './suggest.module.scss';
import { suggestQuery, useSuggestions } from './use-suggestions.ts';

interface Option {
  url: string;
  content: ReactNode;
}

/** What a search box shows and where its links go: the page's language and its words. */
export interface SearchBoxWords {
  lang: Lang;
  t: SearchBoxText;
  /** Category names in the page's language, by stored name. */
  categories: Readonly<Record<string, string>>;
}

const categoryOptions = (body: SuggestResponse, words: SearchBoxWords): Option[] =>
  body.categories.map((category) => ({
    url: localePath(words.lang, category.url),
    content: words.categories[category.name] ?? category.label,
  }));

const productOptions = (body: SuggestResponse, lang: Lang): Option[] =>
  body.products.map((product) => ({
    url: localePath(lang, product.url),
    content: (
      <>
        <ProductImage
          src={product.image}
          sizes="40px"
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
        <span>{product.name}</span>
        <span>
          <b>{formatVnd(product.salePrice ?? product.price)}</b>
          {product.salePrice !== undefined && <s>{formatVnd(product.price)}</s>}
        </span>
      </>
    ),
  }));

export interface SearchCombobox {
  /** Spread on the <input>. */
  input: {
    id: string;
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant'?: string;
    onChange: (event: { currentTarget: HTMLInputElement }) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  };
  /** The listbox (always in the page, hidden while collapsed) and the live region. */
  popup: ReactNode;
  /** No list is open and none is on its way: the place for what shows before typing. */
  idle: boolean;
}

/** `id` is the input's; the list and its options take ids derived from it. */
export function useSearchCombobox(
  id: string,
  placement: 'dropdown' | 'sheet',
  words: SearchBoxWords,
): SearchCombobox {
  const { t } = words;
  const [text, setText] = useState('');
  const body = useSuggestions(text);
  // Focus left the box and the list: closed until the box has focus again.
  const [away, setAway] = useState(false);
  // The highlight and an Escape belong to the answer they were made for: a new answer opens
  // with nothing highlighted.
  const [highlight, setHighlight] = useState<{ body: SuggestResponse; index: number } | null>(null);
  const [closedFor, setClosedFor] = useState<SuggestResponse | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const options = body
    ? [...categoryOptions(body, words), ...productOptions(body, words.lang)]
    : [];
  const count = options.length;
  const split = body ? body.categories.length : 0;
  const groups = [
    [t.categories, 0, split],
    [t.products, split, count],
  ] as const;
  const expanded = count > 0 && !away && closedFor !== body;
  const active = expanded && highlight?.body === body ? highlight.index : -1;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if ((key === 'ArrowDown' || key === 'ArrowUp') && body && count > 0) {
      event.preventDefault();
      const down = key === 'ArrowDown';
      const from = active < 0 ? (down ? count - 1 : 0) : active;
      setClosedFor(null);
      setHighlight({ body, index: (from + (down ? 1 : count - 1)) % count });
    } else if (key === 'Enter' && activeId) {
      event.preventDefault();
      document.getElementById(activeId)?.click();
    } else if (key === 'Escape' && expanded) {
      // Closes the list only: an open search dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      setClosedFor(body);
    }
  };

  const popup = (
    <>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t.suggestionsList}
        className={`${styles.list} ${styles[placement]}`}
        hidden={!expanded}
      >
        {groups.map(
          ([label, start, end], group) =>
            end > start && (
              <div key={label} role="group" aria-labelledby={`${id}-group-${group}`}>
                <div id={`${id}-group-${group}`} className={styles.heading}>
                  {label}
                </div>
                {options.slice(start, end).map(({ url, content }, offset) => (
                  <a
                    key={url}
                    id={optionId(start + offset)}
                    role="option"
                    aria-selected={start + offset === active}
                    href={url}
                    tabIndex={-1}
                  >
                    {content}
                  </a>
                ))}
              </div>
            ),
        )}
      </div>
      <div role="status" className="visually-hidden">
        {body ? suggestionCount(count, t) : ''}
      </div>
    </>
  );

  return {
    input: {
      id,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      ...(activeId ? { 'aria-activedescendant': activeId } : {}),
      onChange: (event) => {
        setAway(false);
        setText(event.currentTarget.value);
      },
      onKeyDown,
      onFocus: () => {
        setAway(false);
        setClosedFor(null);
      },
      onBlur: (event) => {
        if (!listRef.current?.contains(event.relatedTarget)) setAway(true);
      },
    },
    popup,
    idle: !expanded && !(suggestQuery(text) && !body),
  };
}
