// One page of a category listing as the listing island shows it.
import type { CardView } from '../../lib/card-view.ts';
import { toListingParams, type ListingQuery } from './listing-query.ts';
import { getCategoryListing } from '../../api/catalog.ts';
import { loadCards } from './load-cards.ts';

export interface ListingPage {
  cards: CardView[];
  total: number;
  pages: number;
}

export async function loadListingPage(category: string, query: ListingQuery): Promise<ListingPage> {
  const listing = await getCategoryListing(category, toListingParams(query));
  return { cards: await loadCards(listing.products), total: listing.total, pages: listing.pages };
}
