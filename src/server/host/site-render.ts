// The build's on-demand pages, inside the shop's Hono server: Astro's Node adapter in middleware
// mode (`<build>/server/entry.mjs` exports a Node `(req, res, next)` handler). Each build is
// imported once, fresh, when it goes live; its page cache is the one that handles its pages.
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { MiddlewareHandler } from 'hono';
import { pageFinished, pageStarted } from '../metrics.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;

/** Headers every page carries, set on the Node response before Astro writes its own. */
export const SITE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

export const serverEntry = (buildDir: string): string => path.join(buildDir, 'server', 'entry.mjs');

/**
 * What tells one build's pages from another's: its folder and its server bundle's modification
 * time (a folder built again in place is another build). Null for a folder without a bundle.
 */
export function buildIdentity(buildDir: string): string | null {
  const entry = serverEntry(buildDir);
  return existsSync(entry) ? `${path.resolve(buildDir)}@${statSync(entry).mtimeMs}` : null;
}

/** Imports a build's server bundle; a query of its identity makes each build new. */
export async function loadRenderer(buildDir: string): Promise<NodeHandler | null> {
  const identity = buildIdentity(buildDir);
  if (identity === null) return null;
  const url = `${pathToFileURL(serverEntry(buildDir)).href}?build=${encodeURIComponent(identity)}`;
  const mod = (await import(url)) as { handler?: NodeHandler };
  return mod.handler ?? null;
}

/**
 * Hands a request to the build's on-demand pages; what no page route matches goes on to `next`.
 * Needs a real Node server (the request's HttpBindings); `app.request()` in tests passes through.
 * `fallbackHeaders` go out unless the answer sets its own: the Content-Security-Policy of the
 * prerendered 404 page, which the adapter sends from the build's files as it is (a product that
 * is not there), while every page Astro renders carries a policy of its own.
 */
export function renderOnDemand(
  current: () => NodeHandler | null,
  fallbackHeaders: () => Readonly<Record<string, string>> = () => ({}),
): MiddlewareHandler {
  return async (c, next) => {
    const handler = current();
    const { incoming, outgoing } = (c.env ?? {}) as Partial<HttpBindings>;
    if (!handler || !incoming || !outgoing) return next();
    let passed = false;
    const headers = { ...fallbackHeaders(), ...SITE_HEADERS };
    for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
    pageStarted();
    try {
      await handler(incoming, outgoing, () => {
        passed = true;
      });
    } finally {
      pageFinished();
    }
    if (!passed) return RESPONSE_ALREADY_SENT;
    for (const name of Object.keys(headers)) outgoing.removeHeader(name);
    return next();
  };
}
