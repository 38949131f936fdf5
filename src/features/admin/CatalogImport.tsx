// Import and export (/admin/import, editors and admins): choose a CSV or JSON file, "Check" it (a
// dry run: what would be created, updated or left as it is, or the bad rows with their lines),
// "Import" it with its progress shown as it goes, and export the catalogue as CSV or JSON.
import { useState, type ChangeEvent } from 'react';
import { ApiError } from '../../api/http.ts';
import { errorMessage } from '../../api/errors.ts';
import type { ImportProgress } from '../../api/schemas/catalog-import.ts';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  catalogFormatOf,
  type CatalogFormat,
} from '../../lib/catalog-import.ts';
import { downloadCatalog, importCatalogFile, type ImportResult } from './catalog-file-api.ts';
import styles from './screens.module.scss';

const count = (n: number) => n.toLocaleString('en-US');

/** What a failed call means here: the API's words, or what its status says. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return IMPORT_MESSAGES.tooLarge;
  if (error instanceof ApiError && error.status === 415) return IMPORT_MESSAGES.formatRequired;
  return errorMessage(error, IMPORT_MESSAGES.failed);
}

function Summary({ result, dryRun }: { result: ImportResult; dryRun: boolean }) {
  if ('rejected' in result) {
    const { rows, problems } = result.rejected;
    return (
      <>
        <p role="alert" className="admin-alert">
          {result.rejected.message} ({count(problems)} problem{problems === 1 ? '' : 's'}).
        </p>
        <table className={`admin-table ${styles.stack}`}>
          <caption>Bad rows: fix them and check the file again</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Field</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <td data-label="Line">{row.line > 0 ? row.line : 'File'}</td>
                <td data-label="Field">{row.field || '—'}</td>
                <td data-label="Problem">{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {problems > rows.length && (
          <p className="admin-muted">… and {count(problems - rows.length)} more.</p>
        )}
      </>
    );
  }
  const { products, created, updated, unchanged } = result.summary;
  return (
    <div role="status" className={`admin-card ${styles.result}`}>
      <p className={styles.success}>
        <strong>
          {dryRun
            ? `The file is good: ${count(products)} products. Nothing was written yet.`
            : `Imported ${count(products)} products. The shop shows the changes now.`}
        </strong>
      </p>
      <dl className={styles.facts}>
        <dt>{dryRun ? 'Would create' : 'Created'}</dt>
        <dd>{count(created)}</dd>
        <dt>{dryRun ? 'Would update' : 'Updated'}</dt>
        <dd>{count(updated)}</dd>
        <dt>Unchanged</dt>
        <dd>{count(unchanged)}</dd>
      </dl>
    </div>
  );
}

/** The form's ids: the import page shows it once. */
const fileId = 'catalog-import-file';
const hintId = 'catalog-import-hint';
const errorId = 'catalog-import-error';

export default function CatalogImport() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [outcome, setOutcome] = useState<{ result: ImportResult; dryRun: boolean } | null>(null);
  const [error, setError] = useState('');
  const [exporting, setExporting] = useState<CatalogFormat | null>(null);
  const [exportError, setExportError] = useState('');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setFileError('');
    setOutcome(null);
    setError('');
  };

  const run = async (dryRun: boolean) => {
    const format = file ? catalogFormatOf(file.name) : null;
    if (!file || !format) return setFileError(IMPORT_MESSAGES.chooseFile);
    if (file.size > IMPORT_MAX_BYTES) return setFileError(IMPORT_MESSAGES.tooLarge);
    setRunning(dryRun ? 'check' : 'import');
    setProgress(null);
    setOutcome(null);
    setError('');
    try {
      const result = await importCatalogFile(file, format, dryRun, setProgress);
      setOutcome({ result, dryRun });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setRunning(null);
    }
  };

  const download = async (format: CatalogFormat) => {
    setExporting(format);
    setExportError('');
    try {
      await downloadCatalog(format);
    } catch (failure) {
      setExportError(errorMessage(failure, 'Could not export the catalogue.'));
    } finally {
      setExporting(null);
    }
  };

  // An import checks the whole file first, then writes it: the progress says which.
  const doing = (progress?.phase ?? 'check') === 'check' ? 'Checking' : 'Importing';
  return (
    <>
      <section className={`${styles.section} admin-card`} aria-labelledby="import-heading">
        <h2 id="import-heading">Import a file</h2>
        <p className="admin-muted" id={hintId}>
          CSV or JSON, up to {IMPORT_MAX_BYTES / 1024 / 1024} MB: one row per product, or one per
          variation with the product’s columns repeated. Products are matched by SKU: a new SKU is
          created, a known one updated. Start from an export to get the columns right. Every row is
          checked first: if any is wrong, nothing is imported.
        </p>
        <div className="admin-field">
          <label htmlFor={fileId}>Catalogue file</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={choose}
            aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={fileError ? 'true' : undefined}
          />
          {fileError && (
            <span id={errorId} className="admin-field-error">
              {fileError}
            </span>
          )}
        </div>
        <div className={styles.formActions}>
          {(
            [
              ['Check', true, `admin-button ${styles.secondary}`],
              ['Import', false, 'admin-button'],
            ] as const
          ).map(([label, dryRun, className]) => (
            <button
              key={label}
              type="button"
              className={className}
              disabled={running !== null}
              onClick={() => void run(dryRun)}
            >
              {label}
            </button>
          ))}
        </div>
        <div className={styles.progress} aria-live="polite">
          {running && (
            <>
              <label htmlFor={`${fileId}-progress`}>
                {doing}…{' '}
                {progress && progress.total > 0
                  ? `${count(progress.done)} of ${count(progress.total)} products`
                  : 'reading the file'}
              </label>
              <progress
                id={`${fileId}-progress`}
                max={progress?.total || 1}
                value={progress ? progress.done : undefined}
              />
            </>
          )}
        </div>
        {error && (
          <p role="alert" className="admin-alert">
            {error}
          </p>
        )}
        {outcome && <Summary result={outcome.result} dryRun={outcome.dryRun} />}
      </section>
      <section className={`${styles.section} admin-card`} aria-labelledby="export-heading">
        <h2 id="export-heading">Export the catalogue</h2>
        <p className="admin-muted">
          Every product on sale, in the import’s own format: edit it and import it back.
        </p>
        <div className={styles.formActions}>
          {(['csv', 'json'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className={`admin-button ${styles.secondary}`}
              disabled={exporting !== null}
              onClick={() => void download(format)}
            >
              {exporting === format ? 'Exporting…' : `Export ${format.toUpperCase()}`}
            </button>
          ))}
        </div>
        {exportError && (
          <p role="alert" className="admin-alert">
            {exportError}
          </p>
        )}
      </section>
    </>
  );
}
