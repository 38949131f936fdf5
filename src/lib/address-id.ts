// The id a one-page-for-all route names: the server maps /orders/{id}/invoice and
// /review/order/{id} to one static page each; under `astro dev` they are opened with ?id={id}.

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The id `path`'s first group finds in the address, else its ?id=; null when neither names one. */
export function idFromAddress(
  location: { pathname: string; search: string },
  path: RegExp,
): string | null {
  const fromPath = path.exec(location.pathname)?.[1];
  const id = fromPath ? decoded(fromPath) : new URLSearchParams(location.search).get('id');
  return id?.trim() || null;
}
