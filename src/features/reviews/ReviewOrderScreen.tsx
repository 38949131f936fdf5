// The review page of an order (/review/order/{id}; My Orders' "Write a Review" leads here): for the
// signed-in owner of a delivered order, one block per product with a star rating and a text with
// its counter; the products reviewed already show their review. Errors show on their fields (the
// same rules and messages as the API: src/lib/reviews.ts); after sending, a thank-you with links to
// the product pages. A guest is sent to /login; another's order or an unknown one is "not found";
// an order not delivered yet says so.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http.ts';
import type { ReviewableProduct } from '../../api/schemas/reviews.ts';
import {
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  isValidRating,
  reviewTextError,
} from '../../lib/reviews.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/card-view.ts';
import { showPlaceholder } from '../catalog/image-fallback.ts';
import { ProductImage } from '../catalog/ProductImage.tsx';
import { failureText } from '../account/field-errors.ts';
import forms from '../account/forms.module.scss';
import { OrderPageNotice } from '../account/OrderPageNotice.tsx';
import { useOrderPage } from '../account/use-order-page.ts';
import { reviewOrderId } from './review-order-id.ts';
import { fetchOrderReview, submitOrderReviews } from './review-page-api.ts';
import { Stars } from './Stars.tsx';
import { StarRating } from './StarRating.tsx';
import styles from './review-page.module.scss';
import { formatShopDate } from '../../lib/dates.ts';
import type { Lang, Messages } from '../../lib/i18n/index.ts';
import { localise } from '../../lib/i18n/localise.ts';
import { fill, localePath } from '../../lib/i18n/browser.ts';

interface Props {
  /** The account words (this page's own). */
  t: Messages['account'];
  /** The review messages in the page's language (REVIEW_MESSAGES' keys). */
  rv: Messages['reviews'];
  lang: Lang;
}

interface Draft {
  rating: number | null;
  text: string;
}

type FieldErrors = Partial<Record<'rating' | 'text' | 'productId', string>>;

const EMPTY: Draft = { rating: null, text: '' };
const thousands = (n: number, lang: Lang) => n.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US');

/** The server's `reviews.N.field` errors, on the products the request named in that order. */
function serverErrors(error: unknown, sent: readonly string[]): Record<string, FieldErrors> {
  const found: Record<string, FieldErrors> = {};
  if (!(error instanceof ApiError) || !error.errors) return found;
  for (const [key, message] of Object.entries(error.errors)) {
    const match = /^reviews\.(\d+)\.(rating|text|productId)$/.exec(key);
    const productId = match ? sent[Number(match[1])] : undefined;
    if (!match || !productId) continue;
    found[productId] = { ...found[productId], [match[2] as keyof FieldErrors]: message };
  }
  return found;
}

export default function ReviewOrderScreen({ t, rv, lang }: Props) {
  const { load, setLoad, retry } = useOrderPage(
    reviewOrderId,
    fetchOrderReview,
    rv.loadFailed,
    lang,
  );
  const w = t.review;
  /** A review rule's English message in the page's language. */
  const say = (message: string) => localise(message, REVIEW_MESSAGES, rv);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (saved.length > 0) thanksRef.current?.focus();
  }, [saved]);

  if (load.kind !== 'ready') {
    return (
      <OrderPageNotice
        load={load}
        notFound={w.notFound}
        heading="h2"
        className={`${forms.card} ${styles.notice}`}
        retry={retry}
        t={t}
        lang={lang}
      />
    );
  }

  const { order, products } = load.value;
  const open = products.filter((product) => !product.review);
  const draftOf = (productId: string) => drafts[productId] ?? EMPTY;

  const edit = (productId: string, change: Partial<Draft>, field: keyof Draft) => {
    setDrafts({ ...drafts, [productId]: { ...draftOf(productId), ...change } });
    const { [field]: _cleared, productId: _gone, ...rest } = errors[productId] ?? {};
    setErrors({ ...errors, [productId]: rest });
    setFormError('');
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid?.querySelector<HTMLElement>('input') ?? invalid)?.focus();
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const orderId = reviewOrderId(window.location);
    if (!orderId || sending) return;
    setFormError('');
    const started = open.filter(({ productId }) => {
      const draft = draftOf(productId);
      return draft.rating !== null || draft.text.trim() !== '';
    });
    if (started.length === 0) {
      setFormError(rv.nothingToSubmit);
      return;
    }
    const found: Record<string, FieldErrors> = {};
    for (const { productId } of started) {
      const draft = draftOf(productId);
      const text = reviewTextError(draft.text);
      const problems: FieldErrors = {
        ...(isValidRating(draft.rating) ? {} : { rating: rv.ratingInvalid }),
        ...(text ? { text: say(text) } : {}),
      };
      if (Object.keys(problems).length > 0) found[productId] = problems;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    const sent = started.map((product) => product.productId);
    setSending(true);
    try {
      const page = await submitOrderReviews(orderId, {
        reviews: sent.map((productId) => ({
          productId,
          rating: draftOf(productId).rating!,
          text: draftOf(productId).text,
        })),
      });
      setLoad({ kind: 'ready', value: page });
      setDrafts({});
      setSaved(sent);
    } catch (error) {
      const fromServer = serverErrors(error, sent);
      setErrors(fromServer);
      setFormError(failureText(error, rv.submitFailed));
      // Reviewed meanwhile (another tab) or no longer delivered: show the order as it is now.
      if (error instanceof ApiError && error.status === 409) retry();
      else if (Object.keys(fromServer).length > 0) focusFirstError();
    } finally {
      setSending(false);
    }
  };

  const savedProducts = products.filter(
    (product) => saved.includes(product.productId) && product.onSale,
  );

  return (
    <div className={styles.page}>
      <p className={styles.order}>
        {w.order} <strong>{order.orderNumber}</strong>
        <span aria-hidden="true"> · </span>
        <span>{fill(t.common.placedOn, { date: formatShopDate(order.createdAt, lang) })}</span>
      </p>

      {order.status !== 'delivered' ? (
        <div className={`${forms.card} ${styles.notice}`}>
          <p role="alert">{rv.notDelivered}</p>
          <div className={forms.actions}>
            <a href={localePath(lang, '/orders')} className={forms.primary}>
              {t.common.backToOrders}
            </a>
          </div>
        </div>
      ) : (
        <>
          {saved.length > 0 && (
            <div className={styles.thanks} ref={thanksRef} tabIndex={-1} role="status">
              <h2>{rv.saved}</h2>
              {savedProducts.length > 0 && (
                <ul>
                  {savedProducts.map((product) => (
                    <li key={product.productId}>
                      <a
                        href={localePath(lang, `/product/${encodeURIComponent(product.productId)}`)}
                      >
                        {fill(w.seeReview, { name: product.name })}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {open.length === 0 && saved.length === 0 && (
            <p className={styles.allDone}>{rv.allReviewed}</p>
          )}
          {formError && (
            <p className={forms.alert} role="alert">
              {formError}
            </p>
          )}
          <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
            <ol className={styles.products}>
              {products.map((product, index) => (
                <li key={product.productId} className={styles.product}>
                  <ProductHeading product={product} index={index} rv={rv} lang={lang} />
                  {product.review ? (
                    <div className={styles.written}>
                      <p className={styles.label}>{w.yourReview}</p>
                      <Stars
                        value={product.review.rating}
                        label={fill(w.rated, {
                          stars: product.review.rating,
                          max: REVIEW_RATING_MAX,
                        })}
                      />
                      <p className={styles.text}>{product.review.text}</p>
                    </div>
                  ) : (
                    <ReviewFields
                      product={product}
                      index={index}
                      draft={draftOf(product.productId)}
                      errors={errors[product.productId] ?? {}}
                      onRating={(rating) => edit(product.productId, { rating }, 'rating')}
                      onText={(text) => edit(product.productId, { text }, 'text')}
                      w={w}
                      lang={lang}
                    />
                  )}
                </li>
              ))}
            </ol>
            <div className={forms.actions}>
              {open.length > 0 && (
                <button type="submit" className={forms.primary} disabled={sending}>
                  {sending ? w.sending : open.length === 1 ? w.submitOne : w.submitMany}
                </button>
              )}
              <a
                href={localePath(lang, '/orders')}
                className={open.length > 0 ? forms.secondary : forms.primary}
              >
                {t.common.backToOrders}
              </a>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

function ProductHeading({
  product,
  index,
  rv,
  lang,
}: {
  product: ReviewableProduct;
  index: number;
  rv: Props['rv'];
  lang: Lang;
}) {
  return (
    <div className={styles.head}>
      <ProductImage
        className={styles.image}
        src={product.image || PLACEHOLDER_IMAGE}
        sizes="72px"
        alt=""
        width={72}
        height={72}
        onError={showPlaceholder}
      />
      <div>
        <h2 className={styles.name} id={`product-${index}`}>
          {product.onSale ? (
            <a href={localePath(lang, `/product/${encodeURIComponent(product.productId)}`)}>
              {product.name}
            </a>
          ) : (
            product.name
          )}
        </h2>
        {product.variations.length > 0 && (
          <p className={forms.muted}>{product.variations.join('; ')}</p>
        )}
        {!product.onSale && <p className={forms.muted}>{rv.productGone}</p>}
      </div>
    </div>
  );
}

interface FieldsProps {
  product: ReviewableProduct;
  index: number;
  draft: Draft;
  errors: FieldErrors;
  onRating: (rating: number) => void;
  onText: (text: string) => void;
  w: Props['t']['review'];
  lang: Lang;
}

function ReviewFields(props: FieldsProps) {
  const { product, index, draft, errors, onRating, onText, w, lang } = props;
  const ids = {
    ratingLabel: `rating-label-${index}`,
    ratingError: `rating-error-${index}`,
    text: `review-text-${index}`,
    count: `review-count-${index}`,
    textError: `review-text-error-${index}`,
  };
  const length = draft.text.trim().length;
  return (
    <div className={styles.fields}>
      <div className={styles.field}>
        <span className={styles.label} id={ids.ratingLabel}>
          {w.yourRating}
          <span className="visually-hidden">{fill(w.ofProduct, { name: product.name })}</span>
        </span>
        <StarRating
          name={`rating-${index}`}
          value={draft.rating}
          onChange={onRating}
          labelledBy={ids.ratingLabel}
          describedBy={errors.rating ? ids.ratingError : undefined}
          invalid={Boolean(errors.rating)}
          labels={{ starOne: w.starOne, starMany: w.starMany, notRated: w.notRated }}
        />
        {errors.rating && (
          <p className={forms.error} id={ids.ratingError}>
            {errors.rating}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.text}>
          {w.yourReview}
          <span className="visually-hidden">{fill(w.ofProduct, { name: product.name })}</span>
        </label>
        <textarea
          id={ids.text}
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          value={draft.text}
          placeholder={w.placeholder}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${ids.count} ${ids.textError}` : ids.count}
          onChange={(event) => onText(event.target.value)}
        />
        <p className={styles.counter} id={ids.count}>
          {fill(w.counter, {
            length: thousands(length, lang),
            max: thousands(REVIEW_TEXT_MAX, lang),
            min: REVIEW_TEXT_MIN,
          })}
        </p>
        {errors.text && (
          <p className={forms.error} id={ids.textError}>
            {errors.text}
          </p>
        )}
      </div>
      {errors.productId && <p className={forms.error}>{errors.productId}</p>}
    </div>
  );
}
