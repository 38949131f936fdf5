// The product page's "Write a Review": for a customer with a delivered, unreviewed purchase of the
// product, a link to that order's review page; otherwise what makes a review possible (sign in,
// wait for the delivery, buy it). The page stays cacheable: this island asks after load, and a
// guest's page makes no call at all. A signed-in customer's asks once the button's place is on
// screen (the Reviews tab opened): the session and API client it needs (about 18 KB) are loaded
// then, never with the page, which keeps the product page within its 90 KB.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { ReviewEligibility } from '../../api/schemas/reviews.ts';
import { REVIEW_WORDS_EN, reviewOrderPath, type ReviewWords } from '../../lib/reviews.ts';
import { localePath } from '../../lib/i18n/browser.ts';
import { $user, $userLoaded } from '../auth/user-store.ts';
import { useReady } from '../shell/use-mounted.ts';
import type { ReviewLanguage } from './review-language.ts';
import styles from './reviews.module.scss';

type Answer = ReviewEligibility | 'guest' | 'failed';

const messageOf = (
  status: Exclude<ReviewEligibility['status'], 'can-review'>,
  words: ReviewWords,
): string =>
  ({
    reviewed: words.reviewedAlready,
    'awaiting-delivery': words.awaitingDelivery,
    'not-purchased': words.onlyBuyers,
  })[status];

export default function WriteReviewAction({
  productId,
  words = REVIEW_WORDS_EN,
  lang = 'en',
}: ReviewLanguage & { productId: string }) {
  const ready = useReady($userLoaded);
  const user = useStore($user);
  const userId = user?._id ?? null;
  const [answer, setAnswer] = useState<{ userId: string; value: Answer } | null>(null);
  const [onScreen, setOnScreen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!ready || !userId || onScreen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setOnScreen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, userId, onScreen]);

  useEffect(() => {
    if (!onScreen || !userId) return;
    let live = true;
    import('./eligibility.ts')
      .then((module) => module.fetchReviewEligibility(productId))
      .then(
        (value) => live && setAnswer({ userId, value: value ?? 'guest' }),
        () => live && setAnswer({ userId, value: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [onScreen, userId, productId]);

  const current = !ready
    ? null
    : !userId
      ? 'guest'
      : answer?.userId === userId
        ? answer.value
        : null;
  if (current === null) return <div className={styles.action} aria-busy="true" ref={box} />;
  if (current === 'guest')
    return (
      <div className={styles.action}>
        <p className={styles.hint}>{words.onlyBuyers}</p>
        <a className={styles.button} href={localePath(lang, '/login')}>
          {words.signIn}
        </a>
      </div>
    );
  if (current !== 'failed' && current.status === 'can-review' && current.orderId)
    return (
      <div className={styles.action}>
        <a
          className={`${styles.button} ${styles.primary}`}
          href={localePath(lang, reviewOrderPath(current.orderId))}
        >
          {words.writeReview}
        </a>
      </div>
    );
  const message =
    current === 'failed' || current.status === 'can-review'
      ? words.onlyBuyers
      : messageOf(current.status, words);
  return (
    <div className={styles.action}>
      <p className={styles.hint}>{message}</p>
    </div>
  );
}
