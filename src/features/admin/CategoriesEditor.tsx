// Categories in the back office (/admin/categories): each category's description and its
// specification fields (name, String / Number / Boolean, a unit for numbers), in display order,
// with their Vietnamese twins (name, description, field labels and units; empty: English shown).
// The API refuses to remove or retype a field products still have values for, and names them.
import { useEffect, useState, type SubmitEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import {
  fieldTypeSchema,
  type Category,
  type CategoryField,
  type FieldType,
} from '../../api/schemas/catalog.ts';
import { CATEGORY_FIELDS_MAX, moveItem } from '../../lib/product-admin.ts';
import {
  SelectField,
  TextAreaField,
  TextField,
  choicesOf,
  vietnameseTwin,
  type FieldErrors,
} from './FormField.tsx';
import styles from './products.module.scss';
import { listCategories, updateCategory } from './products-api.ts';

const TYPE_CHOICES = choicesOf(fieldTypeSchema.options);
/** The category's own texts, each in one box (the API's errors name them by these keys). */
const TEXTS = ['description', 'nameVi', 'descriptionVi'] as const;
type Text = (typeof TEXTS)[number];

interface DraftField extends CategoryField {
  key: number;
}

let keys = 0;
const withKeys = (fields: readonly CategoryField[]): DraftField[] =>
  fields.map((field) => ({ ...field, key: ++keys }));

function CategoryForm({
  category,
  onSaved,
}: {
  category: Category;
  onSaved: (c: Category) => void;
}) {
  const [description, setDescription] = useState(category.description);
  const [nameVi, setNameVi] = useState(category.nameVi ?? '');
  const [descriptionVi, setDescriptionVi] = useState(category.descriptionVi ?? '');
  const [fields, setFields] = useState<DraftField[]>(() => withKeys(category.fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const at = (name: string) => `${category.name}-${name}`;
  /** The id, message, value and change handler of the box for one of the category's texts. */
  const bind = (name: Text, value: string, onValue: (value: string) => void) => ({
    id: at(name),
    error: errors[name],
    value,
    onValue,
  });

  const set = (index: number, patch: Partial<CategoryField>) =>
    setFields(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)));
  const move = (from: number, to: number) => setFields(moveItem(fields, from, to));

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const saved = await updateCategory(category._id, {
        description,
        nameVi,
        descriptionVi,
        fields: fields.map(({ name, type, unit, labelVi, unitVi }) => ({
          name,
          type,
          ...(type === 'Number' && unit?.trim() ? { unit } : {}),
          ...(labelVi?.trim() ? { labelVi } : {}),
          ...(type === 'Number' && unitVi?.trim() ? { unitVi } : {}),
        })),
      });
      setErrors({});
      setFields(withKeys(saved.fields));
      setMessage({ text: 'Saved: the category’s pages show it within seconds.', ok: true });
      onSaved(saved);
    } catch (error) {
      const known = error instanceof ApiError ? error : null;
      setErrors(known?.errors ?? {});
      setMessage({
        text: known?.serverMessage ?? 'The category could not be saved. Please try again.',
        ok: false,
      });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (index: number, name: string) => errors[`fields.${index}.${name}`];
  const orphaned = Object.entries(errors).filter(
    ([key]) => !/^fields\.\d+\./.test(key) && !(TEXTS as readonly string[]).includes(key),
  );

  return (
    <form
      className={`admin-card ${styles.category}`}
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <h2>{category.name}</h2>
      <TextAreaField
        label="Description"
        rows={3}
        {...bind('description', description, setDescription)}
      />
      <TextField
        label="Name (Vietnamese)"
        {...vietnameseTwin(nameVi)}
        {...bind('nameVi', nameVi, setNameVi)}
      />
      <TextAreaField
        label="Description (Vietnamese)"
        rows={3}
        {...vietnameseTwin(descriptionVi)}
        {...bind('descriptionVi', descriptionVi, setDescriptionVi)}
      />
      <fieldset className={styles.fields}>
        <legend>Specification fields</legend>
        {fields.map((field, index) => (
          <div key={field.key} className={styles.fieldRow}>
            <TextField
              id={at(`name-${index}`)}
              label="Name"
              error={fieldError(index, 'name')}
              value={field.name}
              onValue={(name) => set(index, { name })}
            />
            <SelectField
              id={at(`type-${index}`)}
              label="Type"
              error={fieldError(index, 'type')}
              value={field.type}
              choices={TYPE_CHOICES}
              onValue={(type) => set(index, { type: type as FieldType })}
            />
            <TextField
              id={at(`unit-${index}`)}
              label="Unit"
              error={fieldError(index, 'unit')}
              value={field.unit ?? ''}
              disabled={field.type !== 'Number'}
              placeholder={field.type === 'Number' ? 'inch, mAh, GB…' : 'Numbers only'}
              onValue={(unit) => set(index, { unit })}
            />
            <TextField
              id={at(`label-vi-${index}`)}
              label="Name (Vietnamese)"
              error={fieldError(index, 'labelVi')}
              value={field.labelVi ?? ''}
              placeholder={field.name || 'As in English'}
              onValue={(labelVi) => set(index, { labelVi })}
            />
            <TextField
              id={at(`unit-vi-${index}`)}
              label="Unit (Vietnamese)"
              error={fieldError(index, 'unitVi')}
              value={field.unitVi ?? ''}
              disabled={field.type !== 'Number'}
              placeholder={field.type === 'Number' ? field.unit || 'As in English' : 'Numbers only'}
              onValue={(unitVi) => set(index, { unitVi })}
            />
            <span className={styles.fieldActions}>
              <button
                type="button"
                className={`admin-button ${styles.secondary} ${styles.small}`}
                aria-label={`Move ${field.name || 'field'} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={`admin-button ${styles.danger} ${styles.small}`}
                aria-label={`Remove ${field.name || 'field'}`}
                onClick={() => setFields(fields.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </span>
          </div>
        ))}
        <button
          type="button"
          className={`admin-button ${styles.secondary}`}
          disabled={fields.length >= CATEGORY_FIELDS_MAX}
          onClick={() => setFields([...fields, ...withKeys([{ name: '', type: 'String' }])])}
        >
          Add field
        </button>
      </fieldset>
      {message && (
        <div
          className={message.ok ? styles.success : 'admin-alert'}
          role={message.ok ? 'status' : 'alert'}
        >
          <p>{message.text}</p>
          {orphaned.length > 0 && (
            <ul>
              {orphaned.map(([key, text]) => (
                <li key={key}>
                  <strong>{key.replace(/^fields\./, '')}</strong>: {text}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button type="submit" className="admin-button" disabled={busy}>
        {busy ? 'Saving…' : `Save ${category.name}`}
      </button>
    </form>
  );
}

export default function CategoriesEditor() {
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    listCategories().then(setCategories, (error: unknown) =>
      setFailed(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'The categories could not be loaded.',
      ),
    );
  }, []);

  if (failed)
    return (
      <p className="admin-alert" role="alert">
        {failed}
      </p>
    );
  if (!categories) return <p className="admin-muted">Loading the categories…</p>;
  return (
    <div className={styles.categories}>
      {categories.map((category) => (
        <CategoryForm
          key={category._id}
          category={category}
          onSaved={(saved) =>
            setCategories(categories.map((c) => (c._id === saved._id ? saved : c)))
          }
        />
      ))}
    </div>
  );
}
