// Placeholder cards while a product list loads (SPEC.md: 4, 8 or 12 cards).
import './ProductCard.scss';
interface Props {
  count: number;
  className?: string;
}

export function CardSkeleton({ count, className = '' }: Props) {
  return (
    <div className="card-skeleton">
      <p className="visually-hidden" role="status">
        Loading products...
      </p>
      <ul className={`product-grid ${className}`.trim()} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className="product-card product-card--skeleton">
              <div className="product-card__media skeleton-block" />
              <div className="product-card__body">
                <span className="skeleton-line skeleton-line--wide" />
                <span className="skeleton-line" />
                <span className="skeleton-line skeleton-line--short" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
