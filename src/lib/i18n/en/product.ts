// English: the product strings (the product's own words, kept as written). Vietnamese beside it: ../vi/product.ts.
import { REVIEW_LABELS } from '../../reviews.ts';

export const product = {
  /** The meta description of a product without a short description. */
  metaByBrand: '{name} by {brand}',
  crumbHome: 'Home',
  crumbProducts: 'Products',
  tabsLabel: 'Product information',
  tabDescription: 'Description',
  tabSpecifications: 'Specifications',
  tabReviews: 'Reviews',
  relatedHeading: 'Related Products',
  galleryLabel: 'Product images',
  showImage: 'Show image {index} of {total}',
  showImageColor: 'Show image {index} of {total}: {color}',
  noDescription: 'No description available for this product.',
  yes: 'Yes',
  no: 'No',
  outOfFive: '{rating} out of 5',
  /** "1 review", "Showing 5 of 12 reviews", "4 stars", "Rated 4 out of 5" (src/lib/reviews.ts). */
  reviewLabels: REVIEW_LABELS,
  /** The facts beside Add to Cart and "In the box" (features/product/ProductFacts.astro). */
  facts: {
    label: 'Warranty, origin and delivery',
    monthOne: '{count} month',
    monthMany: '{count} months',
    warrantyManufacturer: 'Warranty: {duration}, by the manufacturer',
    warrantyShop: 'Warranty: {duration}, by {shop}',
    noWarranty: 'No warranty',
    origin: 'Made in {country}',
    delivery: 'Delivery',
    inTheBox: 'In the box',
  },
  /** The purchase panel island's words. */
  purchase: {
    selectionRequired: 'Selection Required',
    selectionRequiredText: 'Please select a product variation.',
    outOfStock: 'Out of Stock',
    outOfStockText: 'This product variant is currently out of stock.',
    addedToCart: 'Added to Cart',
    viewCart: 'View Cart',
    addToCart: 'Add to Cart',
    sku: 'SKU',
    notAvailable: 'N/A',
    availability: 'Availability',
    inStock: 'In Stock',
    onlyLeft: 'Only {count} left',
    color: 'Color',
    size: 'Size',
    soldOutOption: 'out of stock',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    originalPrice: 'Original price: ',
  },
} as const;
