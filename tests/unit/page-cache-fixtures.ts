// Asking the page cache's provider (the one Astro's server bundle creates) for a page as the
// bundle would, with a render of the test's own: what it answered, from where, and how many
// renders it took.
import type { CacheProvider } from 'astro';

/** A page as a catalogue route renders it: cacheable for 10 minutes, with its tags. */
export const renderedPage = (
  body: Uint8Array<ArrayBuffer> | string,
  tags: readonly string[] = [],
): Response =>
  new Response(body, {
    headers: {
      'Content-Type': 'text/html',
      'CDN-Cache-Control': 'max-age=600',
      'Cache-Tag': tags.join(','),
    },
  });

/** Asks `provider` for `path`; `render` is what the page renders when the cache has no answer. */
export async function askPage(
  provider: CacheProvider,
  path: string,
  render: () => Response | Promise<Response>,
) {
  const url = new URL(`http://shop.test${path}`);
  let renders = 0;
  const next = async () => {
    renders += 1;
    return render();
  };
  const context = { request: new Request(url), url } as Parameters<
    NonNullable<CacheProvider['onRequest']>
  >[0];
  const response = await provider.onRequest!(context, next);
  return {
    status: response.status,
    state: response.headers.get('X-Page-Cache'),
    renders,
    body: new Uint8Array(await response.arrayBuffer()),
  };
}
