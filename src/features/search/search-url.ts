// The search state kept in the address bar: /search?query=...&page=... (header forms submit there).

export interface SearchLocation {
  query: string;
  page: number;
}

export function readSearchLocation(search: string): SearchLocation {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    query: (params.get('query') ?? '').trim(),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

export function searchLocationHref({ query, page }: SearchLocation): string {
  if (!query) return '/search';
  const params = new URLSearchParams({ query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
