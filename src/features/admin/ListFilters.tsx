// The filter form of a back-office list kept in the page address (orders, reviews): a search box,
// selects and days, each bound to one filter of useListQuery, then Filter and Clear. Ids are the
// screen's prefix and the filter's key ("orders-status").
import type { FormEvent } from 'react';
import { FilterActions } from './FilterActions.tsx';
import { Choices, FormField, type Choice } from './FormField.tsx';

/** One filter of the form, in the order shown. */
export type FilterSpec<Key> = { key: Key; label: string } & (
  | { kind: 'search'; placeholder: string }
  | { kind: 'select'; empty: string; choices: readonly Choice[] }
  | { kind: 'date' }
);

export interface ListFiltersProps<Key> {
  prefix: string;
  specs: readonly FilterSpec<Key>[];
  /** The value and change handler of one filter's input (useListQuery's `field`). */
  field: (key: Key) => { value: string; onChange: (event: { target: { value: string } }) => void };
  /** The screen's CSS module: its filters, search, actions and secondary classes (and more). */
  styles: Readonly<Record<string, string | undefined>>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
}

export function ListFilters<Key extends string>({
  prefix,
  specs,
  field,
  styles,
  onSubmit,
  onClear,
}: ListFiltersProps<Key>) {
  return (
    <form className={`admin-card ${styles['filters']}`} role="search" onSubmit={onSubmit}>
      {specs.map((spec) => {
        const id = `${prefix}-${spec.key}`;
        return (
          <FormField
            key={spec.key}
            id={id}
            label={spec.label}
            className={spec.kind === 'search' ? styles['search'] : undefined}
          >
            {spec.kind === 'select' ? (
              <select id={id} {...field(spec.key)}>
                <Choices empty={spec.empty} choices={spec.choices} />
              </select>
            ) : spec.kind === 'search' ? (
              <input
                id={id}
                type="search"
                placeholder={spec.placeholder}
                maxLength={100}
                {...field(spec.key)}
              />
            ) : (
              <input id={id} type="date" {...field(spec.key)} />
            )}
          </FormField>
        );
      })}
      <FilterActions
        className={styles['actions']}
        clearClassName={`admin-button ${styles['secondary']}`}
        onClear={onClear}
      />
    </form>
  );
}
