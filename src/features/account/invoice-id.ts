// Which order the one invoice page shows: the server maps /orders/{id}/invoice to it; under
// `astro dev` it is opened as /orders/invoice?id={id}.

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The order id of /orders/{id}/invoice, else of ?id=; null when neither names one. */
export function invoiceOrderId(location: { pathname: string; search: string }): string | null {
  const fromPath = /^\/orders\/([^/]+)\/invoice\/?$/.exec(location.pathname)?.[1];
  const id = fromPath ? decoded(fromPath) : new URLSearchParams(location.search).get('id');
  return id?.trim() || null;
}
