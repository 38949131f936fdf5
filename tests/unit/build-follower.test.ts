import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followBuilds } from '../../src/server/host/build-follower.ts';
import { createSiteServer, type SiteServer } from '../../src/server/host/site.ts';

let siteDir = '';
let site: SiteServer;
let stop = () => {};
const lines: string[] = [];

/** A build folder as site-build.ts makes them: client files and a server entry. */
function writeBuild(name: string, home: string, entry = 'export const handler = undefined;\n') {
  const dir = path.join(siteDir, 'builds', name);
  mkdirSync(path.join(dir, 'client'), { recursive: true });
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'client', 'index.html'), home);
  writeFileSync(path.join(dir, 'server', 'entry.mjs'), entry);
  return dir;
}
const makeCurrent = (name: string) => writeFileSync(path.join(siteDir, 'current'), name);
const home = async () => (await site.app.request('http://localhost/')).text();
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
};

function follow(building = () => false) {
  stop = followBuilds({
    siteDir,
    served: () => site.servedRoot(),
    switchTo: (dir) => site.setRoot(dir),
    building,
    log: (line) => lines.push(line),
    intervalMs: 10,
  });
}

beforeEach(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'follow-builds-'));
  lines.length = 0;
  site = createSiteServer();
  await site.setRoot(writeBuild('a', 'build a'));
  makeCurrent('a');
});

afterEach(() => {
  stop();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('an instance sharing SITE_DIR with the one that builds', () => {
  it('serves the build another instance made current, within moments', async () => {
    follow();
    writeBuild('b', 'build b');
    makeCurrent('b');
    await until(async () => (await home()) === 'build b');
    expect(site.servedRoot()).toBe(path.join(siteDir, 'builds', 'b'));
    expect(lines.join('\n')).toMatch(/made current elsewhere/);
  });

  it('does not switch back while it is building itself (its swap comes before `current`)', async () => {
    let building = true;
    follow(() => building);
    await site.setRoot(writeBuild('c', 'build c'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await home()).toBe('build c');
    makeCurrent('c');
    building = false;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await home()).toBe('build c');
  });

  it('keeps serving its build when the current one cannot be loaded, and says so once', async () => {
    follow();
    writeBuild('broken', 'broken', 'throw new Error("bad bundle");\n');
    makeCurrent('broken');
    await until(async () => lines.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await home()).toBe('build a');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Could not load the storefront build .*broken.*bad bundle/);
  });
});
