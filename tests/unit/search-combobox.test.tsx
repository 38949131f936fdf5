// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuggestResponse } from '../../src/api/schemas/suggest.ts';
import { SUGGEST_DEBOUNCE_MS } from '../../src/features/search/use-suggestions.ts';
import { searchBoxText, suggestionCount } from '../../src/features/search/search-labels.ts';
import { messages } from '../../src/lib/i18n/index.ts';
import HeaderSearch from '../../src/features/shell/HeaderSearch.tsx';
import SearchOverlay from '../../src/features/shell/SearchOverlay.tsx';
import { formatVnd } from '../../src/lib/format.ts';

const en = messages('en');
const BOX = searchBoxText(en.search);
const WORDS = { lang: 'en', t: BOX, categories: en.catalog.categories } as const;
const SUGGEST_LABELS = {
  list: BOX.suggestionsList,
  categories: BOX.categories,
  products: BOX.products,
};

const IPHONES: SuggestResponse = {
  categories: [{ name: 'phones', label: 'Phones', url: '/products/phones' }],
  products: [
    {
      _id: 'p1',
      name: 'iPhone 17 Pro',
      price: 30_990_000,
      salePrice: 28_990_000,
      image: '/images/p1.webp',
      url: '/product/p1',
    },
    { _id: 'p2', name: 'iPhone Air', price: 24_990_000, image: '/a.webp', url: '/product/p2' },
  ],
};
const NOTHING: SuggestResponse = { products: [], categories: [] };

interface Call {
  url: URL;
  signal: AbortSignal;
  answer: (body: SuggestResponse) => void;
}

let calls: Call[];

/** fetch as the suggest read uses it: each call waits until the test answers it. */
function stubFetch(): void {
  calls = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise((resolve) => {
        calls.push({
          url: new URL(url, 'http://shop.test'),
          signal: init.signal!,
          answer: (body) => resolve(Response.json(body)),
        });
      }),
  );
}

const input = () => screen.getByRole<HTMLInputElement>('combobox');
const listbox = () => document.getElementById(`${input().id}-list`)!;
const status = () => screen.getByRole('status');
const options = () => [...listbox().querySelectorAll<HTMLAnchorElement>('[role="option"]')];

function type(text: string): void {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function answer(call: Call | undefined, body: SuggestResponse): Promise<void> {
  await act(async () => call!.answer(body));
}

/** Types `text`, lets the debounce pass and answers the call with `body`. */
async function suggest(text: string, body: SuggestResponse = IPHONES): Promise<void> {
  type(text);
  await wait(SUGGEST_DEBOUNCE_MS);
  await answer(calls.at(-1), body);
}

const press = (key: string) => fireEvent.keyDown(input(), { key });
const attr = (element: Element | null | undefined, name: string) =>
  element?.getAttribute(name) ?? null;
const expanded = () => attr(input(), 'aria-expanded');
const text = (element: Element | null | undefined) => element?.textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers();
  stubFetch();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('search suggestions: when they are asked for', () => {
  beforeEach(() => {
    render(<HeaderSearch {...WORDS} />);
  });

  it('asks nothing for fewer than two characters', async () => {
    type(' i ');
    await wait(SUGGEST_DEBOUNCE_MS * 5);
    expect(calls).toHaveLength(0);
    expect(expanded()).toBe('false');
  });

  it('asks once the text has rested the debounce time, for the trimmed text', async () => {
    type(' ip ');
    await wait(SUGGEST_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/search/suggest');
    expect(calls[0]!.url.searchParams.get('q')).toBe('ip');
  });

  it('makes one call for quick typing: the last text', async () => {
    for (const text of ['ip', 'iph', 'ipho', 'iphon']) {
      type(text);
      await wait(SUGGEST_DEBOUNCE_MS / 2);
    }
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(calls.map((call) => call.url.searchParams.get('q'))).toEqual(['iphon']);
  });

  it('cancels the call in flight when the text changes', async () => {
    type('iph');
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(calls[0]!.signal.aborted).toBe(false);
    type('ipho');
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('never shows an answer for an older text than the one in the box', async () => {
    type('sam');
    await wait(SUGGEST_DEBOUNCE_MS);
    type('iph');
    await wait(SUGGEST_DEBOUNCE_MS);
    await answer(calls[1], IPHONES);
    await answer(calls[0], {
      categories: [],
      products: [{ ...IPHONES.products[1]!, _id: 's1', name: 'Galaxy S26', url: '/product/s1' }],
    });
    expect(options().map((option) => option.textContent)).toContain('Phones');
    expect(text(listbox())).not.toContain('Galaxy S26');
  });

  it('hides the last answer as soon as the text changes', async () => {
    await suggest('iph');
    expect(expanded()).toBe('true');
    type('iphx');
    expect(expanded()).toBe('false');
    expect(attr(listbox(), 'hidden')).not.toBeNull();
    expect(text(status())).toBe('');
  });
});

describe('search suggestions: what they show', () => {
  beforeEach(() => {
    render(<HeaderSearch {...WORDS} />);
  });

  it('lists the categories, then the products with picture, name and price', async () => {
    await suggest('iph');
    const list = screen.getByRole('listbox', { name: SUGGEST_LABELS.list });
    expect(list).toBe(listbox());
    expect(attr(input(), 'aria-controls')).toBe(list.id);
    expect(attr(input(), 'aria-autocomplete')).toBe('list');
    const group = (name: string) => screen.getByRole('group', { name });
    const inGroup = (name: string) =>
      [...group(name).querySelectorAll('[role="option"]')].map((option) => text(option));
    expect(inGroup(SUGGEST_LABELS.categories)).toEqual(['Phones']);
    expect(inGroup(SUGGEST_LABELS.products)).toHaveLength(2);
    const [category, sale, plain] = options();
    expect(attr(category, 'href')).toBe('/products/phones');
    expect(attr(sale, 'href')).toBe('/product/p1');
    expect(attr(sale!.querySelector('img'), 'src')).toBe('/images/p1.webp');
    expect(text(sale)).toBe(`iPhone 17 Pro${formatVnd(28_990_000)}${formatVnd(30_990_000)}`);
    expect(text(sale!.querySelector('s'))).toBe(formatVnd(30_990_000));
    expect(text(plain)).toBe(`iPhone Air${formatVnd(24_990_000)}`);
    expect(plain!.querySelector('s')).toBeNull();
  });

  it('announces how many suggestions came in a polite live region', async () => {
    await suggest('iph');
    expect(text(status())).toBe(suggestionCount(3, BOX));
    expect(suggestionCount(3, BOX)).toBe('3 suggestions');
  });

  it('announces that nothing matched, and opens no list', async () => {
    await suggest('zzqx', NOTHING);
    expect(text(status())).toBe('No suggestions');
    expect(expanded()).toBe('false');
  });

  it('treats a failed call as no suggestions', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    type('ipho');
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(text(status())).toBe('No suggestions');
  });
});

describe('search suggestions: the keyboard', () => {
  beforeEach(async () => {
    render(<HeaderSearch {...WORDS} />);
    await suggest('iph');
  });

  const activeOption = () => {
    const id = input().getAttribute('aria-activedescendant');
    return id ? document.getElementById(id) : null;
  };

  it('highlights nothing until an arrow key is pressed', () => {
    expect(attr(input(), 'aria-activedescendant')).toBeNull();
    expect(options().some((option) => option.getAttribute('aria-selected') === 'true')).toBe(false);
  });

  it('moves down through the options and wraps to the first', () => {
    press('ArrowDown');
    expect(activeOption()).toBe(options()[0]);
    expect(attr(options()[0], 'aria-selected')).toBe('true');
    press('ArrowDown');
    press('ArrowDown');
    expect(activeOption()).toBe(options()[2]);
    expect(attr(options()[0], 'aria-selected')).toBe('false');
    press('ArrowDown');
    expect(activeOption()).toBe(options()[0]);
  });

  it('moves up from nothing to the last option', () => {
    press('ArrowUp');
    expect(activeOption()).toBe(options()[2]);
    press('ArrowUp');
    expect(activeOption()).toBe(options()[1]);
  });

  it('opens the highlighted option with Enter instead of submitting the form', () => {
    const opened: string[] = [];
    for (const option of options())
      option.addEventListener('click', (event) => {
        event.preventDefault();
        opened.push(option.getAttribute('href')!);
      });
    press('ArrowDown');
    press('ArrowDown');
    expect(press('Enter')).toBe(false);
    expect(opened).toEqual(['/product/p1']);
  });

  it('leaves Enter to the form when nothing is highlighted', () => {
    expect(press('Enter')).toBe(true);
  });

  it('closes the list with Escape, and only then lets Escape through', () => {
    press('ArrowDown');
    expect(press('Escape')).toBe(false);
    expect(expanded()).toBe('false');
    expect(attr(input(), 'aria-activedescendant')).toBeNull();
    expect(attr(listbox(), 'hidden')).not.toBeNull();
    expect(press('Escape')).toBe(true);
    press('ArrowDown');
    expect(expanded()).toBe('true');
    expect(activeOption()).toBe(options()[0]);
  });

  it('closes when focus leaves the box and opens again when it comes back', () => {
    fireEvent.blur(input());
    expect(expanded()).toBe('false');
    fireEvent.focus(input());
    expect(expanded()).toBe('true');
  });

  it('stays open when focus moves into the list (a click on an option)', () => {
    fireEvent.blur(input(), { relatedTarget: options()[1] });
    expect(expanded()).toBe('true');
  });
});

describe('the mobile search overlay', () => {
  beforeEach(() => {
    render(
      <SearchOverlay {...WORDS} searchLabel="Search" closeLabel="Close search">
        <p>Panel before typing</p>
      </SearchOverlay>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  });

  const panel = () => screen.getByText('Panel before typing').parentElement!;

  it('shows the usual panel while the box is empty', () => {
    expect(attr(panel(), 'hidden')).toBeNull();
    expect(expanded()).toBe('false');
  });

  it('shows the suggestions instead of the panel from two characters', async () => {
    type('ip');
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(attr(panel(), 'hidden')).not.toBeNull();
    await answer(calls[0], IPHONES);
    expect(attr(panel(), 'hidden')).not.toBeNull();
    expect(options()).toHaveLength(3);
    expect(attr(listbox(), 'hidden')).toBeNull();
  });

  it('shows the panel again when nothing matched or the box is emptied', async () => {
    await suggest('zzqx', NOTHING);
    expect(attr(panel(), 'hidden')).toBeNull();
    await suggest('ip');
    expect(attr(panel(), 'hidden')).not.toBeNull();
    type('');
    expect(attr(panel(), 'hidden')).toBeNull();
  });
});
