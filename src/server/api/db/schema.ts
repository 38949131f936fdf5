// The one database schema (drizzle pg-core). Migrations in ./migrations are generated from it.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Attribute, CategoryField } from '../../../api/schemas/catalog.ts';
import type { Address, NotificationSettings } from '../../../api/schemas/user.ts';
import type { ShippingAddress } from '../../../api/schemas/order.ts';
import { STAFF_ROLES } from '../../../lib/staff.ts';
import { PAYMENT_METHOD_IDS, PAYMENT_STATUSES } from '../../../lib/constants.ts';
import { LANGS } from '../../../lib/i18n/index.ts';
import { POLICY_SLUGS } from '../../../lib/policies.ts';

/** PostgreSQL's tsvector, read as text (only the database uses it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An amount of VND, always whole: 64-bit, so no order the API accepts can overflow it
 * (docs/decisions/0011-money-in-64-bit-and-order-limits.md).
 */
const money = (name: string) => bigint(name, { mode: 'number' });

/** A point in time (timestamp with time zone, read as a Date): every time the schema stores. */
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A time that defaults to when the row is written. */
const stampedNow = (name: string) => stamp(name).notNull().defaultNow();
const createdAt = () => stampedNow('created_at');
const updatedAt = () => stampedNow('updated_at');
const at = () => stampedNow('at');

/** The row `target` names, which this row belongs to: deleting that row deletes this one. */
const belongsTo = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });

const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  /** The Vietnamese name and description shown on /vi pages; null: the English one is shown. */
  nameVi: text('name_vi'),
  descriptionVi: text('description_vi'),
  /** The specification fields; each may carry its Vietnamese label and unit (labelVi, unitVi). */
  fields: jsonb('fields').$type<CategoryField[]>().notNull(),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(),
    /** The Vietnamese texts shown on /vi pages; null (or empty): the English one is shown. */
    descriptionVi: text('description_vi'),
    shortDescriptionVi: text('short_description_vi'),
    price: money('price').notNull(),
    salePrice: money('sale_price'),
    images: jsonb('images').$type<string[]>().notNull(),
    hasVariations: boolean('has_variations').notNull(),
    sku: text('sku').notNull().unique(),
    stock: integer('stock').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    brand: text('brand').notNull(),
    criteria: jsonb('criteria').$type<string[]>().notNull(),
    featured: boolean('featured').notNull().default(false),
    fields: jsonb('fields').$type<Record<string, string | number | boolean>>().notNull(),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The product's facts (src/lib/product-facts.ts, decision 0065): its warranty in whole months
     * (0: none; null: not stated) and who gives it (manufacturer or shop, set exactly when months
     * > 0); what is in its box, in English and in Vietnamese (null: the English list is shown);
     * where it was made (an ISO 3166-1 alpha-2 code; null: not stated).
     */
    warrantyMonths: integer('warranty_months'),
    warrantyProvider: text('warranty_provider', { enum: ['manufacturer', 'shop'] }),
    inTheBox: jsonb('in_the_box').$type<string[]>().notNull().default([]),
    inTheBoxVi: jsonb('in_the_box_vi').$type<string[]>(),
    origin: text('origin'),
    /** Lower-case, unaccented name, brand, category and descriptions (English and Vietnamese): the search document. */
    searchText: text('search_text').notNull().default(''),
    /** The search document's words, kept by the database so no query recomputes them. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', search_text)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Raised by every back-office edit: an edit made against an older version is refused. */
    version: integer('version').notNull().default(1),
    /** Set when the product is withdrawn from sale: it leaves every listing, search, page and the sitemap. */
    archivedAt: stamp('archived_at'),
    /** What a buyer pays (the sale price when lower), kept by the database for price sorts and filters. */
    effectivePrice: money('effective_price')
      .notNull()
      .generatedAlwaysAs(sql`least(price, coalesce(sale_price, price))`),
    /** The brand as listings match it: loose_label (lower case, hyphens and spaces as one space). */
    brandKey: text('brand_key')
      .notNull()
      .generatedAlwaysAs(sql`loose_label(brand)`),
    /**
     * The criteria as listings match them: the category id, a colon and the loose_label, so that
     * a criterion's index entries are one category's (every category has a "Budget").
     */
    criteriaKeys: text('criteria_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`category_labels(category_id, criteria)`),
    /**
     * stock > 0, for the in-stock listing index. Indexing this rather than stock keeps a sale's
     * stock update a heap-only update unless the product sells out.
     */
    inStock: boolean('in_stock')
      .notNull()
      .generatedAlwaysAs(sql`stock > 0`),
    /** Every specification value, one a line: what String field filters find through trigrams. */
    fieldText: text('field_text')
      .notNull()
      .generatedAlwaysAs(sql`field_values_text(fields)`),
    /** What the product is (search-synonyms.ts PRODUCT_TYPES: phone, earbuds, powerbank, ...). */
    productType: text('product_type').notNull().default(''),
    /** Lower-case, unaccented name, brand, type words and tags: the short search document. */
    searchTitle: text('search_title').notNull().default(''),
    /** The title's words: a query matched here is a match of the name, type or brand. */
    titleVector: tsvector('title_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', search_title)`,
    ),
    /** Rating weighted by how many rated it (a stand-in for sales), 0 to about 1: search's order. */
    popularity: real('popularity')
      .notNull()
      .generatedAlwaysAs(sql`(rating / 5.0 * ln(1 + rating_count) / ln(1001.0))::real`),
  },
  (t) => {
    // Listing indexes cover products on sale only: archived rows never cost a listing anything.
    const live = sql`archived_at is null`;
    return [
      index('products_category_idx').on(t.categoryId),
      index('products_live_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id).where(live),
      index('products_live_price_idx').on(t.effectivePrice, t.id).where(live),
      index('products_live_rating_idx')
        .on(t.rating.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id)
        .where(live),
      index('products_live_featured_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id)
        .where(sql`featured and archived_at is null`),
      index('products_live_on_sale_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id)
        .where(sql`sale_price is not null and sale_price < price and archived_at is null`),
      index('products_live_category_newest_idx')
        .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id)
        .where(live),
      index('products_live_category_price_idx')
        .on(t.categoryId, t.effectivePrice, t.id)
        .where(live),
      index('products_live_category_rating_idx')
        .on(t.categoryId, t.rating.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id)
        .where(live),
      index('products_live_brand_idx')
        .on(t.categoryId, t.brandKey, t.createdAt.desc().nullsFirst(), t.id)
        .where(live),
      // A brand by price (either way): its page in order, not every product of the brand sorted
      // (4,660 LG screens read for 12 at 100,000 products). in_stock last (after the unique id, so
      // it changes no order): with in stock asked, count and page come from the index alone.
      index('products_live_brand_price_idx')
        .on(t.categoryId, t.brandKey, t.effectivePrice, t.id, t.inStock)
        .where(live),
      index('products_live_in_stock_idx')
        .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id)
        .where(sql`in_stock and archived_at is null`),
      // In stock with a price range or a price order: the count and the page are one key range
      // of this index (from the index alone), not the whole category tested product by product.
      index('products_live_in_stock_price_idx')
        .on(t.categoryId, t.effectivePrice, t.id)
        .where(sql`in_stock and archived_at is null`),
      // The back office's stock filters (sold out, low) and its archived products.
      index('products_live_stock_idx')
        .on(t.stock, t.createdAt.desc().nullsFirst(), t.id)
        .where(live),
      index('products_archived_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id)
        .where(sql`archived_at is not null`),
      index('products_live_fields_idx').using('gin', t.fields.op('jsonb_path_ops')).where(live),
      index('products_live_field_text_idx')
        .using('gin', t.fieldText.op('gin_trgm_ops'))
        .where(live),
      // Products still without a search title (search-reindex.ts finds them without a scan).
      index('products_search_title_missing_idx')
        .on(t.id)
        .where(sql`search_title = ''`),
      check('products_price_nonneg', sql`${t.price} >= 0`),
      check('products_stock_nonneg', sql`${t.stock} >= 0`),
      check('products_warranty_months', sql`${t.warrantyMonths} between 0 and 120`),
      check(
        'products_warranty_provider',
        sql`${t.warrantyProvider} in ('manufacturer', 'shop') and ${t.warrantyMonths} > 0 or ${t.warrantyProvider} is null and coalesce(${t.warrantyMonths}, 0) = 0`,
      ),
      check('products_origin', sql`${t.origin} ~ '^[A-Z]{2}$'`),
    ];
  },
);

export const variations = pgTable(
  'variations',
  {
    id: text('id').primaryKey(),
    productId: belongsTo('product_id', () => products.id),
    name: text('name').notNull(),
    price: money('price').notNull(),
    salePrice: money('sale_price'),
    stock: integer('stock').notNull(),
    sku: text('sku').notNull().unique(),
    isDefault: boolean('is_default').notNull().default(false),
    attributes: jsonb('attributes').$type<Attribute[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('variations_product_idx').on(t.productId),
    check('variations_stock_nonneg', sql`${t.stock} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    address: jsonb('address').$type<Address | null>(),
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: stamp('deleted_at'),
    /** The language the account's e-mails and texts are written in: the one it registered in, or chose in Settings. */
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_idx').on(t.phone),
    check('users_lang_check', sql`${t.lang} in ('en', 'vi')`),
  ],
);

/**
 * One kind of account's sign-in sessions (each one family of rotating refresh tokens; access
 * tokens name their session) and the SHA-256 hashes of those tokens. Customers' and staff's are
 * tables of their own (`prefix`), so a session of one never stands in for the other's.
 */
function sessionTables(prefix: '' | 'staff_', owner: 'user' | 'staff', ownerId: () => AnyPgColumn) {
  const sessionTable = pgTable(
    `${prefix}sessions`,
    {
      id: text('id').primaryKey(),
      /** The account signed in: a user for customers, a staff member for staff. */
      ownerId: belongsTo(`${owner}_id`, ownerId),
      createdAt: createdAt(),
      revokedAt: stamp('revoked_at'),
    },
    (t) => [index(`${prefix}sessions_${owner}_idx`).on(t.ownerId)],
  );
  const refreshTokenTable = pgTable(
    `${prefix}refresh_tokens`,
    {
      tokenHash: text('token_hash').primaryKey(),
      sessionId: belongsTo('session_id', () => sessionTable.id),
      createdAt: createdAt(),
      expiresAt: stamp('expires_at').notNull(),
      /** Set when this token was exchanged for a new one; presenting it again is reuse. */
      rotatedAt: stamp('rotated_at'),
    },
    (t) => [index(`${prefix}refresh_tokens_session_idx`).on(t.sessionId)],
  );
  return { sessions: sessionTable, refreshTokens: refreshTokenTable };
}

/** Customers' sessions (see sessionTables). */
export const { sessions, refreshTokens } = sessionTables('', 'user', () => users.id);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_IDS }).notNull(),
    /**
     * Where the order's money stands (unpaid, paid, refund_due, refunded), beside its status. It
     * moves only through services/payment-status.ts (paid, refunded by hand) and the order move
     * (a cancel of a paid order, a cash order delivered).
     */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    /** When the money arrived (a card charged, a transfer received, cash at the door), else null. */
    paidAt: stamp('paid_at'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    /** The payment provider's reference of the card charge, needed to refund it. */
    paymentReference: text('payment_reference'),
    /** Set when a cancelled card order's charge was refunded, with the provider's refund reference. */
    refundReference: text('refund_reference'),
    refundedAt: stamp('refunded_at'),
    shippingMethod: text('shipping_method', {
      enum: ['standard', 'express', 'overnight'],
    }).notNull(),
    shippingCost: money('shipping_cost').notNull(),
    subTotal: money('sub_total').notNull(),
    shippingFee: money('shipping_fee').notNull(),
    taxAmount: money('tax_amount').notNull(),
    totalAmount: money('total_amount').notNull(),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    /** Client-chosen Idempotency-Key, scoped by owner (user id, or "guest"). */
    idempotencyKey: text('idempotency_key'),
    idempotencyScope: text('idempotency_scope'),
    /** SHA-256 of the normalised request the key was first used with: another request is refused. */
    idempotencyRequestHash: text('idempotency_request_hash'),
    /** The language the order was placed in: its e-mails are written in it. */
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_lang_check', sql`${t.lang} in ('en', 'vi')`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('unpaid', 'paid', 'refund_due', 'refunded')`,
    ),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} in ('cod', 'card', 'paypal', 'bank_transfer', 'vnpay')`,
    ),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_idempotency_idx').on(t.idempotencyScope, t.idempotencyKey),
    // The back office's order list, newest first, all or by status.
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The back office's list by payment status, and the sweep of unpaid transfers by age.
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Every notification the bank's webhook accepted as signed, once per transaction id: the unique
 * id is what makes a notification sent twice apply once. `outcome` says what became of it:
 * applied (the order is paid), or held for an operator (an unknown order, a wrong amount, an
 * order no longer waiting for its money); the operator's screen reads the held ones.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    transactionId: text('transaction_id').primaryKey(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order number the description named, as read (null: none found). */
    orderNumber: text('order_number'),
    amount: money('amount').notNull(),
    description: text('description').notNull(),
    /** When the bank says the money moved. */
    transferredAt: stamp('transferred_at').notNull(),
    outcome: text('outcome', {
      enum: ['applied', 'unknown_order', 'wrong_amount', 'not_awaiting'],
    }).notNull(),
    receivedAt: stampedNow('received_at'),
  },
  (t) => [
    index('bank_transfers_order_idx').on(t.orderId),
    check(
      'bank_transfers_outcome_check',
      sql`${t.outcome} in ('applied', 'unknown_order', 'wrong_amount', 'not_awaiting')`,
    ),
  ],
);

/**
 * Every VNPay payment notification (IPN) the shop accepted as signed, once per payment attempt
 * (vnp_TxnRef, unique: a notification sent twice, or twice at once, is recorded and applied
 * once). `outcome` says what became of it: paid (the order is paid, written in the transaction
 * that marked it), failed (the shopper cancelled or the bank refused: the order stays unpaid),
 * or held for an operator (a paid attempt for an order no longer waiting: money to return).
 * `raw` keeps every vnp_ parameter VNPay sent, as sent.
 */
export const vnpayPayments = pgTable(
  'vnpay_payments',
  {
    txnRef: text('txn_ref').primaryKey(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull(),
    amount: money('amount').notNull(),
    /** VNPay's own number of the transaction (vnp_TransactionNo; "0" when nothing was charged). */
    transactionNo: text('transaction_no').notNull(),
    responseCode: text('response_code').notNull(),
    transactionStatus: text('transaction_status').notNull(),
    bankCode: text('bank_code').notNull(),
    cardType: text('card_type'),
    /** When VNPay says it was paid (vnp_PayDate, read as GMT+7), null when it did not say. */
    paidAt: stamp('paid_at'),
    outcome: text('outcome', { enum: ['paid', 'failed', 'not_awaiting'] }).notNull(),
    raw: jsonb('raw').$type<Record<string, string>>().notNull(),
    receivedAt: stampedNow('received_at'),
  },
  (t) => [
    index('vnpay_payments_order_idx').on(t.orderId),
    check('vnpay_payments_outcome_check', sql`${t.outcome} in ('paid', 'failed', 'not_awaiting')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    variationId: text('variation_id'),
    name: text('name').notNull(),
    image: text('image').notNull(),
    productImages: jsonb('product_images').$type<string[]>().notNull(),
    variationName: text('variation_name'),
    attributes: jsonb('attributes').$type<Attribute[]>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    deliveryDate: stamp('delivery_date').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Rate-limit counters (rate-limiter-flexible's Drizzle store): shared by every instance, kept across restarts. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: stamp('expire'),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Catalogue changes to publish: the page-cache tags they invalidate. Every instance reads the rows
 * after the last one it saw, so a change made on one instance (or written by other means and
 * announced) reaches every instance's page cache within a poll.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('catalog_changes_created_idx').on(t.createdAt)],
);

/**
 * What search ranks, for each product on sale: a narrow copy of products' search columns kept by
 * triggers (migration 0007), so that finding the few hundred most popular matches of a broad
 * query reads small rows instead of whole products (about 2.7 KB each, description and full
 * search document included).
 */
export const productSearch = pgTable(
  'product_search',
  {
    popularity: real('popularity').notNull(),
    id: text('id').primaryKey(),
    productType: text('product_type').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    searchTitle: text('search_title').notNull(),
    titleVector: tsvector('title_vector').notNull(),
  },
  (t) => [
    index('product_search_title_idx').using('gin', t.titleVector),
    // A query matching a large share of the catalogue ("samsung") reads its most popular matches
    // in this order instead of sorting all of them.
    index('product_search_popularity_idx').on(t.popularity.desc().nullsFirst(), t.id),
  ],
);

/**
 * Every Number-like specification value of every product, one row each (kept by triggers on
 * products, migration 0012), so that a range filter (`field[Screen Size][min]=6`) reads one key
 * range of the category's field instead of the category's products: jsonb ranges have no index.
 */
export const productNumbers = pgTable(
  'product_numbers',
  {
    categoryId: text('category_id').notNull(),
    name: text('name').notNull(),
    value: numeric('value', { mode: 'number' }).notNull(),
    productId: belongsTo('product_id', () => products.id),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.name, t.value, t.productId] }),
    index('product_numbers_product_idx').on(t.productId),
  ],
);

/**
 * Each criterion of each product on sale, one row each with the product's sort keys (kept by
 * triggers on products, migration 0014), so that a criterion's listing (`criteria=thin`, in any
 * sort) is one key range of an index in its own order: the criteria's GIN index can only hand
 * over every match at once, and a criterion follows price ("budget", "gaming") so a walk of the
 * category's price order passes thousands of other products first. The key is criteria_keys'
 * (category id, colon, loose label): a criterion's rows are one category's.
 */
export const productCriteria = pgTable(
  'product_criteria',
  {
    key: text('key').notNull(),
    effectivePrice: money('effective_price').notNull(),
    createdAt: stamp('created_at').notNull(),
    rating: real('rating').notNull(),
    ratingCount: integer('rating_count').notNull(),
    productId: belongsTo('product_id', () => products.id),
  },
  (t) => [
    // The listing orders of product-query.ts sortOrder, after the key; -price reads the first
    // backwards.
    primaryKey({ columns: [t.key, t.effectivePrice, t.productId] }),
    index('product_criteria_newest_idx').on(t.key, t.createdAt.desc().nullsFirst(), t.productId),
    index('product_criteria_rating_idx').on(
      t.key,
      t.rating.desc().nullsFirst(),
      t.ratingCount.desc().nullsFirst(),
      t.productId,
    ),
    index('product_criteria_product_idx').on(t.productId),
  ],
);

/**
 * Every word of the products' search documents (kept by a trigger on products, migration 0007):
 * a query word that is not the start of any of them is a typo, corrected to the nearest of them.
 * Words of products since removed stay; the table grows with the catalogue's vocabulary only.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    /** Collated "C" (migration 0007), so the words starting with a prefix are one key range. */
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);

/**
 * Queries that found no exact match, normalised (search-text.ts), with how often and when they
 * were last asked: what shoppers miss. No person, address or session is stored. Bounded: queries
 * are cut to SEARCH_MISS_MAX_CHARS and the table to SEARCH_MISS_MAX_ROWS (search-misses.ts).
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').primaryKey(),
    count: integer('count').notNull().default(1),
    /** Whether similar products were shown the last time (no exact match, some partial ones). */
    similar: boolean('similar').notNull().default(false),
    lastSeen: stampedNow('last_seen'),
  },
  (t) => [index('search_misses_count_idx').on(t.count.desc(), t.lastSeen.desc(), t.query)],
);

/**
 * Back-office accounts (editors, operators, admins), kept apart from customers: a customer's
 * token or session never reaches the back office. An e-mail is unique among staff not removed.
 */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The TOTP secret (base32) once two-factor sign-in is confirmed; null when it is off. */
    totpSecret: text('totp_secret'),
    /** A secret handed out by setup and not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    removedAt: stamp('removed_at'),
  },
  (t) => [
    uniqueIndex('staff_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`removed_at is null`),
    check('staff_role_check', sql`${t.role} in ('editor', 'operator', 'admin')`),
  ],
);

/** Staff sign-in sessions (see sessionTables). */
export const { sessions: staffSessions, refreshTokens: staffRefreshTokens } = sessionTables(
  'staff_',
  'staff',
  () => staff.id,
);

/**
 * Who changed what in the back office, and when: written in the transaction of the change it
 * records (services/audit.ts), never updated or deleted (a trigger refuses both, migration 0008).
 * `staffId` is null for automation (the ADMIN_TOKEN) and the command line; `actor` names them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at(),
    staffId: text('staff_id').references(() => staff.id),
    /** The staff member's e-mail at the time, or "automation" / "cli". */
    actor: text('actor').notNull(),
    /** `<target type>.<verb>`: staff.create, staff.role, product.update, order.status, ... */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_staff_idx').on(t.staffId, t.at.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at.desc(), t.id.desc()),
  ],
);

/** An order's history: every status it moved through, who moved it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: belongsTo('order_id', () => orders.id),
    at: at(),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    staffId: text('staff_id').references(() => staff.id),
    actor: text('actor').notNull(),
    note: text('note'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/**
 * E-mail and text messages waiting to be sent, and sent (services write a row in the transaction
 * of the change that causes it; the worker sends due rows, with retries and backoff, each through
 * its channel's sender: src/server/api/mail). A text message has no subject and no HTML (empty).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: text('id').primaryKey(),
    createdAt: createdAt(),
    /** 'email' or 'sms': which sender takes it. */
    channel: text('channel').notNull().default('email'),
    /** An e-mail address, or a phone number as stored (0 and nine digits, as 0912345678). */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Which message it is (order-confirmation, password-reset, ...): the outbox file names it. */
    kind: text('kind').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may take it next: now when queued, later after a failure or while claimed. */
    nextAttemptAt: stampedNow('next_attempt_at'),
    sentAt: stamp('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);

/** Password reset links: only a SHA-256 of the token is stored; a token works once, for 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Password reset codes sent by text message: an HMAC of the code (keyed with the shop's secret, so
 * a copy of the table cannot be searched through the million codes), an account's newest only
 * being open; it works once, for RESET_CODE_TTL_MINUTES, and dies at RESET_CODE_MAX_ATTEMPTS
 * tries.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

/** A customer's review of a product bought in a delivered order: one per product per order. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: belongsTo('product_id', () => products.id),
    orderId: belongsTo('order_id', () => orders.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown with the review, as it was when written. */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    /** Stored as written; rendered escaped. */
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** Set when staff hid the review from the shop (audited). */
    hiddenAt: stamp('hidden_at'),
    hiddenBy: text('hidden_by').references(() => staff.id),
  },
  (t) => [
    uniqueIndex('reviews_order_product_idx').on(t.orderId, t.productId),
    index('reviews_product_visible_idx')
      .on(t.productId, t.createdAt.desc())
      .where(sql`hidden_at is null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * The policy pages' text (warranty, returns, shipping, privacy, terms), one row per page and
 * language, seeded with the shop's defaults and edited by staff in the back office (audited). The
 * facts they state (the return window, delivery times and fees) are not here: the pages fill them
 * in from the shop's constants (docs/decisions/0064-policy-pages-and-one-source-for-promises.md).
 */
export const policyPages = pgTable(
  'policy_pages',
  {
    slug: text('slug', { enum: POLICY_SLUGS }).notNull(),
    lang: text('lang', { enum: LANGS }).notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML (src/lib/policy-body.ts) with {placeholders}; sanitised again when shown. */
    body: text('body').notNull(),
    updatedAt: stampedNow('updated_at'),
    /** The staff member's e-mail when staff last changed it; null: the shop's default text. */
    updatedBy: text('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.lang] }),
    check(
      'policy_pages_slug_check',
      sql`${t.slug} in ('warranty', 'returns', 'shipping', 'privacy', 'terms')`,
    ),
    check('policy_pages_lang_check', sql`${t.lang} in ('en', 'vi')`),
  ],
);

/**
 * The shop's settings that an admin keeps in the back office, one row a setting: `identity` is
 * who sells (services/shop-identity.ts; its shape is the contract's shopIdentitySchema, checked
 * when read). No row: nothing configured, and the shop claims no company it does not have.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: stamp('updated_at').notNull(),
  /** The staff member's e-mail, or "automation" / "cli", as the audit log names them. */
  updatedBy: text('updated_by').notNull(),
});
