// The footer's company block on prerendered pages. The build reads no API, so a prerendered page
// carries the block as it was built (the placeholder company line), between markers that
// CompanyInfo.astro writes (two empty hidden spans, which Astro keeps and marks with its scope). Once the shop's identity is configured, the block an on-demand page
// renders (Contact, in the page's language) differs from the built one: the page is answered with
// the live block in its place. The live blocks and spliced pages are kept until the next
// every-page change (an identity change is one) or the next build; with nothing configured the
// blocks are the same and the built file is served as it is (precompressed, with its validators);
// a spliced page is compressed once, when it is made.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Lang } from '../../lib/i18n/index.ts';

const START = 'data-company-start';
const END = 'data-company-end';
const CLOSE = '</span>';

/** The company block of a page's HTML, markers included; null when it has none. */
export function companyBlockOf(html: string): string | null {
  const mark = html.indexOf(START);
  const start = mark < 0 ? -1 : html.lastIndexOf('<', mark);
  const endMark = start < 0 ? -1 : html.indexOf(END, mark);
  const end = endMark < 0 ? -1 : html.indexOf(CLOSE, endMark);
  return start < 0 || end < 0 ? null : html.slice(start, end + CLOSE.length);
}

/** A spliced page in the encodings it is sent in, compressed once (off the event loop). */
export interface SplicedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed as the page cache compresses a rendered page: brotli 5, gzip 6. */
async function compressed(html: string): Promise<SplicedPage> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipped(html, { level: 6 }),
  ]);
  return { html, br, gzip: gz };
}

export interface CompanySplice {
  /** The page `file` of build `root` with the live block, or null: serve the file as built. */
  page(file: string, lang: Lang, root: string): Promise<SplicedPage | null>;
}

/**
 * `liveBlock` renders the block of a page in `lang` (null when it cannot: the file is served as
 * built, and the next ask tries again); `version` changes with every every-page change.
 */
export function createCompanySplice(
  liveBlock: (lang: Lang) => Promise<string | null>,
  version: () => number,
): CompanySplice {
  let seen = -1;
  let built = '';
  const blocks = new Map<Lang, Promise<string | null>>();
  const pages = new Map<string, SplicedPage | null>();
  return {
    async page(file, lang, root) {
      const now = version();
      if (now !== seen || root !== built) {
        blocks.clear();
        pages.clear();
        seen = now;
        built = root;
      }
      const known = pages.get(file);
      if (known !== undefined) return known;
      let block = blocks.get(lang);
      if (!block) {
        block = liveBlock(lang).catch(() => null);
        blocks.set(lang, block);
      }
      const live = await block;
      const html = await readFile(file, 'utf8');
      const original = companyBlockOf(html);
      const spliced =
        live && original && live !== original
          ? await compressed(html.replace(original, () => live))
          : null;
      // Kept only when nothing changed meanwhile; a block that could not be had is asked again.
      if (live === null) blocks.delete(lang);
      else if (version() === now && built === root) pages.set(file, spliced);
      return spliced;
    },
  };
}
