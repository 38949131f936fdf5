// The buttons that end a list's filter form: Filter (submits it) and one that clears every filter.
interface Props {
  className: string | undefined;
  /** The clear button's classes (its look differs between the screens' stylesheets). */
  clearClassName: string;
  clearLabel?: string;
  onClear: () => void;
}

export function FilterActions({ className, clearClassName, clearLabel = 'Clear', onClear }: Props) {
  return (
    <div className={className}>
      <button type="submit" className="admin-button">
        Filter
      </button>
      <button type="button" className={clearClassName} onClick={onClear}>
        {clearLabel}
      </button>
    </div>
  );
}
