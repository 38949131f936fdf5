// Which order the one review page shows: the server maps /review/order/{id} to it; under `astro
// dev` it is opened as /review/order?id={id}.

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The order id of /review/order/{id}, else of ?id=; null when neither names one. */
export function reviewOrderId(location: { pathname: string; search: string }): string | null {
  const fromPath = /^\/review\/order\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  const id = fromPath ? decoded(fromPath) : new URLSearchParams(location.search).get('id');
  return id?.trim() || null;
}
