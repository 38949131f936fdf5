// The repository explains itself: every relative link of README.md and docs/ leads to a file (and
// a heading) that exists, and no file points to the documents the project began with, which
// were never part of the repository. Each failure lists every offending file and line.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** README.md and every Markdown file under docs/. */
function markdownFiles(): string[] {
  const found = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir)).sort()) {
      const file = path.posix.join(dir, name);
      if (statSync(path.join(ROOT, file)).isDirectory()) walk(file);
      else if (name.endsWith('.md')) found.push(file);
    }
  };
  walk('docs');
  return found;
}

/** The lines of a Markdown file outside fenced code blocks, with their numbers (from 1). */
function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fenced = false;
  text.split('\n').forEach((content, index) => {
    if (/^\s*(```|~~~)/.test(content)) fenced = !fenced;
    else if (!fenced) lines.push({ line: index + 1, text: content });
  });
  return lines;
}

/** Inline links `[text](target)` of a line, inline code left out. */
function linkTargets(line: string): string[] {
  const withoutCode = line.replace(/`[^`]*`/g, '');
  return [...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (a repeated heading gets -1, -2, ...). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(readFileSync(file, 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const base = headingAnchor(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Link {
  from: string;
  line: number;
  target: string;
}

function relativeLinks(): Link[] {
  const links: Link[] = [];
  for (const from of markdownFiles()) {
    for (const { line, text } of proseLines(readFileSync(path.join(ROOT, from), 'utf8'))) {
      for (const target of linkTargets(text)) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto: ...
        links.push({ from, line, target });
      }
    }
  }
  return links;
}

/** Splits a link into the file it leads to (resolved from the linking file) and its anchor. */
function resolve(link: Link): { file: string; anchor: string | null } {
  const [rawPath = '', rawAnchor] = link.target.split('#');
  const file = rawPath
    ? path.resolve(ROOT, path.dirname(link.from), decodeURIComponent(rawPath))
    : path.join(ROOT, link.from);
  return { file, anchor: rawAnchor === undefined ? null : decodeURIComponent(rawAnchor) };
}

const where = (link: Link) => `${link.from}:${link.line} → ${link.target}`;

describe('the repository explains itself', () => {
  it('every relative link in README.md and docs/ leads to a file or folder that exists', () => {
    const links = relativeLinks();
    expect(links.length).toBeGreaterThan(100);
    const broken = links.filter((link) => !existsSync(resolve(link).file)).map(where);
    expect(broken, 'links to files that do not exist').toEqual([]);
  });

  it('every link to a heading names a heading of the page it leads to', () => {
    const broken = relativeLinks()
      .filter((link) => {
        const { file, anchor } = resolve(link);
        if (anchor === null || !file.endsWith('.md') || !existsSync(file)) return false;
        return !anchorsOf(file).has(anchor);
      })
      .map(where);
    expect(broken, 'links to headings that do not exist').toEqual([]);
  });

  it("keeps README.md a newcomer's manual of at most 300 lines", () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(300);
  });

  it('writes heading anchors the way GitHub does', () => {
    expect(headingAnchor('API (`tests/api`)')).toBe('api-testsapi');
    expect(headingAnchor('Against the goals (100,000 products, PGlite)')).toBe(
      'against-the-goals-100000-products-pglite',
    );
    expect(headingAnchor('Search as you type')).toBe('search-as-you-type');
  });

  it('no file names the outside documents the project began with', () => {
    // Spelled in pieces so that this file does not name them itself.
    const outside = new RegExp(String.raw`\b(?:SPEC|API|DESIGN)\.md\b|\.\./${'shared'}\b`);
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.split('/').includes('node_modules'));
    expect(files.length).toBeGreaterThan(100);
    const naming: string[] = [];
    for (const file of files) {
      const full = path.join(ROOT, file);
      if (!existsSync(full)) continue; // deleted in the work tree, not yet committed
      const bytes = readFileSync(full);
      if (bytes.includes(0)) continue; // a picture or an archive
      bytes
        .toString('utf8')
        .split('\n')
        .forEach((line, index) => {
          if (outside.test(line)) naming.push(`${file}:${index + 1}`);
        });
    }
    expect(naming, 'files that point outside the repository').toEqual([]);
  });
});
