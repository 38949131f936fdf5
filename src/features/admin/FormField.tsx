// One labelled input of the back office's forms and filters, with the API's message for it inline
// (aria-invalid, aria-describedby) and an optional hint or unit after the box; the options of its
// selects; its text boxes, text areas and whole-number boxes (prices in VND, stock), and the
// Vietnamese twins of texts.
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { NO_VIETNAMESE_TEXT } from '../../lib/product-admin.ts';
import styles from './FormField.module.scss';

/** The API's field errors (`{ "variations.0.sku": message }`), read by field path. */
export type FieldErrors = Record<string, string>;

/** The props that tie an input to its label's id and its error message. */
export function describe(id: string, error: string | undefined, hint?: boolean) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  } as const;
}

interface Props {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode | undefined;
  /** Shown after the box ("inch", "₫"). */
  suffix?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

export function FormField({ id, label, error, hint, suffix, className, children }: Props) {
  return (
    <div className={`admin-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {suffix ? (
        <span className={styles.withSuffix}>
          {children}
          <span aria-hidden="true">{suffix}</span>
        </span>
      ) : (
        children
      )}
      {hint && (
        <span id={`${id}-hint`} className={`admin-muted ${styles.hint}`}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="admin-field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** One option of a select: the value sent and the text shown. */
export interface Choice {
  value: string;
  label: string;
}

/** Choices that show their own value (category names, brands). */
export const choicesOf = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value }));

/** A select's options, after a first one with the empty value ("All statuses") when `empty` is given. */
export function Choices({
  empty,
  choices,
}: {
  empty?: string | undefined;
  choices: readonly Choice[];
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {choices.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

/** A field whose control holds text: its value, and what to do with a new one. */
type ValueFieldProps = Omit<Props, 'children'> & {
  value: string;
  onValue: (value: string) => void;
};

/** The FormField's props of a field, and its control's: described by the field, bound to its value. */
function split<P extends ValueFieldProps>({
  id,
  label,
  error,
  hint,
  suffix,
  className,
  value,
  onValue,
  ...control
}: P) {
  return {
    field: { id, label, error, hint, suffix, className },
    control: {
      ...describe(id, error, hint !== undefined),
      ...control,
      value,
      onChange: (event: { target: { value: string } }) => onValue(event.target.value),
    },
  };
}

/** The field of `props` around the control `render` makes of the control's props. */
function labelled<P extends ValueFieldProps>(
  props: P,
  render: (control: ReturnType<typeof split<P>>['control']) => ReactNode,
) {
  const { field, control } = split(props);
  return <FormField {...field}>{render(control)}</FormField>;
}

type TextFieldProps = ValueFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>;

/** A labelled box (text unless `type` says otherwise), described by its error and hint if any. */
export const TextField = (props: TextFieldProps) =>
  labelled(props, (control) => <input {...control} />);

type TextAreaFieldProps = ValueFieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'value' | 'onChange'>;

/** A labelled text area, described by its error and hint if any. */
export const TextAreaField = (props: TextAreaFieldProps) =>
  labelled(props, (control) => <textarea {...control} />);

/**
 * The props of a field holding the Vietnamese twin of a text (`value`): written in Vietnamese, and
 * while empty a hint that the Vietnamese page shows the English text.
 */
export const vietnameseTwin = (value: string) =>
  ({ lang: 'vi', hint: value.trim() ? undefined : NO_VIETNAMESE_TEXT }) as const;

type SelectFieldProps = ValueFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'value' | 'onChange'> & {
    /** The first option's text, whose value is empty ("All categories"), if any. */
    empty?: string | undefined;
    choices: readonly Choice[];
  };

/** A labelled select of `choices`, described by its error and hint if any. */
export const SelectField = ({ empty, choices, ...props }: SelectFieldProps) =>
  labelled(props, (control) => (
    <select {...control}>
      <Choices empty={empty} choices={choices} />
    </select>
  ));

/** A box for a whole number from 0 (a price in VND, a stock count). */
export const WholeNumberField = (props: TextFieldProps) => (
  <TextField type="number" inputMode="numeric" min={0} step={1} {...props} />
);
