// A product's pictures in the editor: the list in display order (move up, move down, remove), an
// upload (the server checks the content and answers the picture's address) and an address typed
// in. The first picture is the one cards and the gallery open with.
import { useState, type ChangeEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { IMAGE_UPLOAD_TYPES, PRODUCT_IMAGES_MAX, moveItem } from '../../lib/product-admin.ts';
import { describe, type FieldErrors } from './FormField.tsx';
import fieldStyles from './FormField.module.scss';
import styles from './products.module.scss';
import { uploadImage } from './products-api.ts';

interface Props {
  images: string[];
  errors: FieldErrors;
  onChange: (images: string[]) => void;
}

export function ImagesEditor({ images, errors, onChange }: Props) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const [address, setAddress] = useState('');
  const full = images.length >= PRODUCT_IMAGES_MAX;

  const move = (from: number, to: number) => onChange(moveItem(images, from, to));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError('');
    try {
      const stored = await uploadImage(file);
      onChange([...images, stored.url]);
    } catch (error) {
      setUploadError(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'The picture could not be uploaded. Please try again.',
      );
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  const addAddress = () => {
    const url = address.trim();
    if (!url) return;
    onChange([...images, url]);
    setAddress('');
  };

  return (
    <fieldset className={`admin-card ${styles.section}`}>
      <legend>Pictures</legend>
      {errors['images'] && <p className="admin-field-error">{errors['images']}</p>}
      {images.length === 0 && (
        <p className="admin-muted">No pictures yet: cards show a placeholder.</p>
      )}
      <ol className={styles.images}>
        {images.map((url, index) => {
          const error = errors[`images.${index}`];
          return (
            <li key={`${url}-${index}`} className={error ? styles.invalid : undefined}>
              <img src={url} alt="" width="64" height="64" />
              <span className={styles.imageUrl}>
                <code>{url}</code>
                {error && <span className="admin-field-error">{error}</span>}
              </span>
              <span className={styles.imageActions}>
                <button
                  type="button"
                  className={`admin-button ${styles.secondary} ${styles.small}`}
                  disabled={index === 0}
                  aria-label={`Move picture ${index + 1} up`}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={`admin-button ${styles.secondary} ${styles.small}`}
                  disabled={index === images.length - 1}
                  aria-label={`Move picture ${index + 1} down`}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={`admin-button ${styles.danger} ${styles.small}`}
                  aria-label={`Remove picture ${index + 1}`}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className={styles.imageAdd}>
        <div className="admin-field">
          <label htmlFor="image-upload">Upload a picture</label>
          <input
            {...describe('image-upload', uploadError || undefined, true)}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(',')}
            disabled={uploading || full}
            onChange={(event) => void upload(event)}
          />
          <span id="image-upload-hint" className={`admin-muted ${fieldStyles.hint}`}>
            PNG, JPEG, WebP or SVG, up to 5 MB; at most {PRODUCT_IMAGES_MAX} pictures.
            {uploading && ' Uploading…'}
          </span>
          {uploadError && (
            <span id="image-upload-error" className="admin-field-error" role="alert">
              {uploadError}
            </span>
          )}
        </div>
        <div className="admin-field">
          <label htmlFor="image-address">Or add by address</label>
          <span className={styles.inlineRow}>
            <input
              id="image-address"
              type="text"
              inputMode="url"
              placeholder="/images/… or https://…"
              value={address}
              disabled={full}
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addAddress();
                }
              }}
            />
            <button
              type="button"
              className={`admin-button ${styles.secondary}`}
              disabled={full}
              onClick={addAddress}
            >
              Add
            </button>
          </span>
        </div>
      </div>
    </fieldset>
  );
}
