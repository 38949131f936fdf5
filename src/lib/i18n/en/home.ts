// English: the home strings (the product's own words, kept as written). Vietnamese beside it: ../vi/home.ts.
export const home = {
  metaTitle: 'Phones, laptops, tablets and accessories',
  metaDescription:
    'Shop the latest phones, laptops, tablets, PCs, screens and accessories in Vietnam: official warranty, fast delivery and prices in VND.',
  heading: '{shop}: electronics for Vietnam',
  featuredProducts: 'Featured Products',
  latestArrivals: 'Latest Arrivals',
  viewAll: 'View all',
  viewAllFeatured: ' featured products',
  viewAllLatest: ' new arrivals',
  featuredFailed: 'Unable to load featured products. Please try again later.',
  latestFailed: 'Unable to load latest products. Please try again later.',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The page you are looking for does not exist or has moved.',
  goHome: 'Go Home',
} as const;
