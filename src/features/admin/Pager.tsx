// The Previous / "Page n of m" / Next row under a back-office list; the buttons wait while the
// list loads. The screen gives its own class names (each styles it in its own stylesheet).
interface PagerProps {
  /** The nav's accessible name ("Order pages"). */
  label: string;
  page: number;
  pages: number;
  /** How the page count reads ("14", or "100+" when the count is capped). */
  pagesText?: string;
  /** Whether a next page exists (by default: `page < pages`). */
  hasNext?: boolean;
  loading: boolean;
  onGo: (page: number) => void;
  className?: string | undefined;
  buttonClassName: string;
}

export default function Pager({
  label,
  page,
  pages,
  pagesText = String(pages),
  hasNext = page < pages,
  loading,
  onGo,
  className,
  buttonClassName,
}: PagerProps) {
  return (
    <nav className={className} aria-label={label}>
      <button
        type="button"
        className={buttonClassName}
        disabled={loading || page <= 1}
        onClick={() => onGo(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pagesText}
      </span>
      <button
        type="button"
        className={buttonClassName}
        disabled={loading || !hasNext}
        onClick={() => onGo(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
