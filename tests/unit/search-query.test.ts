// Reading a search query: synonyms of search-synonyms.ts (longest phrase first, with or without
// diacritics), words, numbers; and the edits that make a typo a catalogue word.
import { describe, expect, it } from 'vitest';
import { allOf, completePhrase, parseQuery } from '../../src/server/api/services/search-query.ts';
import { normalizeSearchText } from '../../src/server/api/services/search-text.ts';
import {
  editDistance,
  nearestWords,
  oneEditAway,
} from '../../src/server/api/services/search-words.ts';

const read = (query: string) => allOf(parseQuery(normalizeSearchText(query)));

describe('parseQuery', () => {
  it.each([
    ['tai nghe', '(headphones | earbuds)'],
    ['tai nghe không dây', '(headphones | earbuds) & wireless'],
    ['tai nghe khong day', '(headphones | earbuds) & wireless'],
    ['bàn phím cơ', 'keyboard & mechanical'],
    ['ban phim', 'keyboard'],
    ['máy tính bảng samsung', 'tablet & samsung:*'],
    ['máy tính', '(laptop | desktop)'],
    ['củ sạc', 'charger'],
    ['cu sac', 'charger'],
    ['sạc dự phòng', 'powerbank'],
    ['màn hình cong', 'monitor & curved'],
    ['iphone 17 pro', 'iphone:* & 17 & pro:*'],
    ['galaxy s 26', 'galaxy:* & s & 26'],
    ['laptop laptop', 'laptop'],
  ])('reads "%s" as %s', (query, tsquery) => {
    expect(read(query)).toBe(tsquery);
  });

  it('reads at most 8 words and counts model numbers as half a word', () => {
    const concepts = parseQuery('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10');
    expect(concepts).toHaveLength(8);
    expect(concepts.map((c) => c.weight)).toEqual(Array(8).fill(0.5));
    expect(parseQuery('macbook')[0]!.weight).toBe(1);
  });
});

describe('typos', () => {
  it('finds a swap, a missing, a changed and an extra letter one edit away', () => {
    for (const [typo, word] of [
      ['iphnoe', 'iphone'],
      ['samsng', 'samsung'],
      ['laptpo', 'laptop'],
      ['logitechh', 'logitech'],
      ['macbuok', 'macbook'],
    ] as const) {
      expect(oneEditAway(typo)).toContain(word);
      expect(editDistance(typo, word)).toBe(1);
    }
    expect(oneEditAway('abc')).not.toContain('abc');
  });

  it('edits a character outside the BMP whole, never leaving half of its surrogate pair', () => {
    const variants = oneEditAway('0一𐀀');
    expect(variants).toContain('0一');
    expect(variants).toContain('0𐀀一');
    expect(variants.filter((v) => v.isWellFormed())).toEqual(variants);
  });

  it('keeps the nearest words within the edits allowed', () => {
    expect(nearestWords('iphnoe', ['iphone', 'iphones', 'ipad'])).toEqual(['iphone']);
    expect(nearestWords('thinkpda', ['thinkpad', 'thinkbook'])).toEqual(['thinkpad']);
    expect(nearestWords('sammy', ['samsung'])).toEqual([]);
  });
});

describe('a query still being typed (suggestions)', () => {
  const typing = (query: string) => allOf(parseQuery(normalizeSearchText(query), true));

  const meaning = (phrase: string) => allOf(parseQuery(normalizeSearchText(phrase)));

  it.each([
    ['dien', 'điện thoại'],
    ['man hinh co', 'màn hình cong'],
    ['tai', 'tai nghe'],
    ['tai nghe khong d', 'tai nghe không dây'],
    ['ban phim c', 'bàn phím cơ'],
  ])('reads "%s" as the phrase "%s"', (typed, phrase) => {
    expect(typing(typed)).toBe(meaning(phrase));
  });

  it.each([
    ['ta', 'ta:*'],
    ['samsung g', 'samsung:* & g:*'],
    ['iphone 1', 'iphone:* & 1:*'],
    ['dien thoai sam', `${meaning('dien thoai')} & sam:*`],
  ])('reads the last word of "%s" as the start of words: %s', (typed, tsquery) => {
    expect(typing(typed)).toBe(tsquery);
  });

  it('completes a tail to the phrase with fewest words, the first in the data on a tie', () => {
    expect(completePhrase(['man'])).toBe('man hinh');
    expect(completePhrase(['laptop', 'gam'])).toBe('laptop gaming');
    expect(completePhrase(['ba'])).toBeUndefined();
    expect(completePhrase(['samsung', 'g'])).toBeUndefined();
  });
});
