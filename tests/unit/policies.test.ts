// One source for every promise: the shipping page's table is SHIPPING_METHODS with the checkout's
// labels, the return window is RETURN_WINDOW_DAYS wherever it is stated (Contact's FAQ, the returns
// page, the delivered e-mail), no catalogue file types a number of days of its own, and the policy
// pages' default texts and any edit name their numbers of days through placeholders only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  RETURN_WINDOW_DAYS,
  SHIPPING_METHOD_IDS,
  SHIPPING_METHODS,
} from '../../src/lib/constants.ts';
import { formatVnd } from '../../src/lib/format.ts';
import { fill, messages, type Lang } from '../../src/lib/i18n/index.ts';
import {
  POLICY_SLUGS,
  literalDayCounts,
  policyBodyIssue,
  unknownPlaceholders,
} from '../../src/lib/policies.ts';
import { policyFacts, renderPolicyBody, shippingRows } from '../../src/lib/policy-body.ts';
import { POLICY_DEFAULTS } from '../../src/server/api/seed/policies.ts';

const LANGS: readonly Lang[] = ['en', 'vi'];
const numbersIn = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);

describe('the shipping page’s table', () => {
  it.each(LANGS)('is SHIPPING_METHODS with the checkout’s own labels (%s)', (lang) => {
    const t = messages(lang);
    expect(shippingRows(lang)).toEqual(
      SHIPPING_METHOD_IDS.map((method) => ({
        method,
        name: t.checkout.screen.methods[method],
        eta: t.checkout.screen.etas[method],
        cost: SHIPPING_METHODS[method].cost,
        fee:
          SHIPPING_METHODS[method].cost === 0
            ? t.checkout.screen.free
            : formatVnd(SHIPPING_METHODS[method].cost),
      })),
    );
  });

  it('states in each language the delivery times of SHIPPING_METHODS', () => {
    for (const method of SHIPPING_METHOD_IDS) {
      const { eta, days } = SHIPPING_METHODS[method];
      expect(messages('en').checkout.screen.etas[method]).toBe(eta);
      expect(numbersIn(messages('vi').checkout.screen.etas[method])).toEqual(numbersIn(eta));
      // The longest time a method promises is the one its order's estimate counts.
      expect(Math.max(1, ...numbersIn(eta))).toBe(days);
    }
  });
});

describe('the return window', () => {
  it.each(LANGS)('is RETURN_WINDOW_DAYS in Contact’s FAQ and the delivered e-mail (%s)', (lang) => {
    const t = messages(lang);
    expect(numbersIn(t.pages.contact.faq.returns.answer)).toEqual([RETURN_WINDOW_DAYS]);
    expect(numbersIn(t.mail.delivered.body)).toEqual([RETURN_WINDOW_DAYS]);
    // The FAQ's delivery times are the checkout's.
    expect(t.pages.contact.faq.shipping.answer).toContain(t.checkout.screen.etas.standard);
    expect(t.pages.contact.faq.shipping.answer).toContain(t.checkout.screen.etas.express);
  });

  it.each(LANGS)('is RETURN_WINDOW_DAYS on the returns page, its box and its text (%s)', (lang) => {
    const t = messages(lang).policies;
    expect(numbersIn(fill(t.returnWindow, { days: RETURN_WINDOW_DAYS }))).toEqual([
      RETURN_WINDOW_DAYS,
    ]);
    const html = renderPolicyBody(POLICY_DEFAULTS.returns[lang].body, lang);
    const stated = literalDayCounts(html);
    expect(stated.length).toBeGreaterThan(0);
    for (const count of stated) expect(numbersIn(count)).toEqual([RETURN_WINDOW_DAYS]);
  });
});

/** Every file of the message catalogues, as written. */
function catalogueFiles(): { file: string; text: string }[] {
  const root = join(import.meta.dirname, '../../src/lib/i18n');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return walk(root)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));
}

/**
 * Numbers of days the catalogues may type, each for a reason that is no promise of the return
 * window or a delivery time: how long banks take to show a refund, when the shop sends money back,
 * and the sample notification's made-up message.
 */
const NOT_PROMISES = [
  { file: 'en/mail.ts', text: 'it takes 5-10 business days', why: 'the bank’s time for a refund' },
  { file: 'vi/mail.ts', text: 'sau 5-10 ngày', why: 'the bank’s time for a refund' },
  { file: 'en/mail.ts', text: 'within 5 business days, and contact', why: 'a transfer refund' },
  { file: 'vi/mail.ts', text: 'trong vòng 5 ngày làm việc và', why: 'a transfer refund' },
  { file: 'en/account.ts', text: 'arrive within 3 business days', why: 'a sample notification' },
  { file: 'vi/account.ts', text: 'đến trong 3 ngày làm việc', why: 'a sample notification' },
];

describe('the message catalogues, as written', () => {
  const files = catalogueFiles();

  it('type no number of days but the Vietnamese delivery times and the few that promise nothing', () => {
    const etas = Object.values(messages('vi').checkout.screen.etas);
    const typed: string[] = [];
    for (const { file, text } of files)
      for (const line of text.split('\n')) {
        if (literalDayCounts(line).length === 0) continue;
        if (file === 'vi/checkout.ts' && etas.some((eta) => line.includes(`'${eta}'`))) continue;
        if (NOT_PROMISES.some((allowed) => allowed.file === file && line.includes(allowed.text)))
          continue;
        typed.push(`${file}: ${line.trim()}`);
      }
    expect(typed).toEqual([]);
  });

  it('still hold each number of days allowed above (the list cannot outlive its reason)', () => {
    for (const allowed of NOT_PROMISES) {
      const file = files.find((candidate) => candidate.file === allowed.file);
      expect(file?.text, `${allowed.file}: ${allowed.why}`).toContain(allowed.text);
    }
  });

  it.each(LANGS)(
    'state the return window, wherever they mention returns, as RETURN_WINDOW_DAYS (%s)',
    (lang) => {
      const strings: string[] = [];
      const collect = (tree: unknown) => {
        if (typeof tree === 'string') strings.push(tree);
        else if (tree && typeof tree === 'object') Object.values(tree).forEach(collect);
      };
      collect(messages(lang));
      const aboutReturns = strings.filter(
        (text) => /\breturn|đổi trả|trả lại/i.test(text) && literalDayCounts(text).length > 0,
      );
      expect(aboutReturns.length).toBeGreaterThan(0);
      for (const text of aboutReturns)
        for (const count of literalDayCounts(text))
          expect(numbersIn(count), text).toEqual([RETURN_WINDOW_DAYS]);
    },
  );
});

describe('the policy pages’ text', () => {
  it.each(POLICY_SLUGS.flatMap((slug) => LANGS.map((lang) => [slug, lang] as const)))(
    'of %s (%s) by default names its days only through placeholders, all of them known',
    (slug, lang) => {
      const { title, body } = POLICY_DEFAULTS[slug][lang];
      expect(title.length).toBeGreaterThan(0);
      expect(policyBodyIssue(body)).toBeNull();
      expect(literalDayCounts(body)).toEqual([]);
      expect(unknownPlaceholders(body)).toEqual([]);
      expect(renderPolicyBody(body, lang)).not.toMatch(/\{\w+\}/);
    },
  );

  it.each([
    ['Returns within 14 days.', '{returnDays}', '14 days'],
    ['Refunds within 30 days of delivery.', '{returnDays}', '30 days'],
    ['Delivered in 5–7 business days.', '{standardEta}', '5–7 business days'],
    ['Được đổi trả trong 7 ngày.', '{returnDays}', '7 ngày'],
    ['Giao hàng trong 3-5 ngày làm việc.', '{standardEta}', '3-5 ngày'],
  ])('refuses "%s", naming the placeholder to write instead', (body, example, found) => {
    expect(policyBodyIssue(body)).toBe(
      `Write numbers of days as placeholders: ${example} instead of "${found}"`,
    );
  });

  it('accepts months, hours, dates and times, which are no numbers of days', () => {
    expect(
      policyBodyIssue(
        'Warranty 12 months; we answer in 72 hours; Decree 13/2023/NĐ-CP; orders before 14:00.',
      ),
    ).toBeNull();
  });

  it('fills the placeholders from the constants and keeps only the safe markup', () => {
    const html = renderPolicyBody(
      '<h2 onclick="x()">Returns</h2><p>Within {returnDays} days; Express {expressEta} for {expressFee}.</p><script>alert(1)</script><iframe src="https://x"></iframe>',
      'en',
    );
    const facts = policyFacts('en');
    expect(html).toBe(
      `<h2>Returns</h2><p>Within ${RETURN_WINDOW_DAYS} days; Express ${facts.expressEta} for ${facts.expressFee}.</p>`,
    );
    expect(renderPolicyBody('One line\n\nTwo & three', 'vi')).toBe(
      '<p>One line</p>\n<p>Two &#38; three</p>',
    );
  });
});
