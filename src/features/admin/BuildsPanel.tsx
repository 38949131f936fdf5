// Builds (/admin/builds, editors and admins): the storefront's state (the build running now, the
// one shoppers are served, the last one this server finished with its result or error, and the
// pages waiting to refresh after catalogue changes), refreshed every few seconds while something
// is under way, and the button that rebuilds the shells.
import { useCallback, useEffect, useState } from 'react';
import type { BuildsStatus } from '../../api/schemas/builds.ts';
import { errorMessage } from '../../api/errors.ts';
import { fetchBuilds, startRebuild } from './builds-api.ts';
import { formatDateTime, formatDuration } from './format.ts';
import styles from './screens.module.scss';

/** How often the screen asks again while a build runs or pages wait to refresh. */
const POLL_MS = 2000;

const busyWith = (state: BuildsStatus): boolean =>
  state.running !== null || state.waiting.pages > 0 || state.waiting.changes > 0;

/** The rebuild's notice: started while it runs, then how the build this screen started ended. */
function noticeText(notice: string, state: BuildsStatus | null): string {
  if (!notice || !state || state.running || !state.last) return notice;
  return state.last.result === 'live'
    ? `Build ${state.last.id} is live.`
    : `Build ${state.last.id} failed; the previous storefront still serves.`;
}

export default function BuildsPanel() {
  const [state, setState] = useState<BuildsStatus | null>(null);
  const [error, setError] = useState('');
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState('');

  const refresh = useCallback(
    () =>
      fetchBuilds().then(
        (next) => {
          setState(next);
          setError('');
        },
        (failure: unknown) =>
          setError(errorMessage(failure, 'Could not read the state of the storefront.')),
      ),
    [],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (!state || !busyWith(state)) return;
    const timer = setTimeout(() => void refresh(), POLL_MS);
    return () => clearTimeout(timer);
  }, [state, refresh]);

  const rebuild = async () => {
    setStarting(true);
    setNotice('');
    setError('');
    try {
      await startRebuild();
      setNotice('Rebuild started. The current storefront serves until the new one is live.');
    } catch (failure) {
      setError(errorMessage(failure, 'Could not start a rebuild.'));
    } finally {
      setStarting(false);
      await refresh();
    }
  };

  return (
    <>
      {error && (
        <p role="alert" className="admin-alert">
          {error}
        </p>
      )}
      <section className={`${styles.section} admin-card`} aria-labelledby="builds-now">
        <h2 id="builds-now">Storefront</h2>
        {!state ? (
          <p className="admin-muted">Loading…</p>
        ) : (
          <dl className={styles.facts}>
            <dt>Now</dt>
            <dd>
              <span role="status">
                {state.running ? (
                  <>
                    <span className={styles.badge}>Building</span> started{' '}
                    {formatDateTime(state.running.startedAt)} (build {state.running.id})
                  </>
                ) : (
                  'No build running'
                )}
              </span>
            </dd>
            <dt>Live build</dt>
            <dd>
              {state.served ? (
                <>
                  {state.served.id}
                  {state.served.startedAt && <>, built {formatDateTime(state.served.startedAt)}</>}
                  {state.served.durationMs !== null && (
                    <> in {formatDuration(state.served.durationMs)}</>
                  )}
                </>
              ) : (
                'None yet'
              )}
            </dd>
            <dt>Last build here</dt>
            <dd>
              {state.last ? (
                <>
                  <span
                    className={`${styles.badge} ${state.last.result === 'live' ? styles.badgeOn : styles.badgeBad}`}
                  >
                    {state.last.result === 'live' ? 'Live' : 'Failed'}
                  </span>{' '}
                  build {state.last.id}, finished {formatDateTime(state.last.finishedAt)}, took{' '}
                  {formatDuration(state.last.durationMs)}
                  {state.last.error && (
                    <span className={`admin-field-error ${styles.rowMessage}`}>
                      Error: {state.last.error}
                    </span>
                  )}
                </>
              ) : (
                'None since this server started'
              )}
            </dd>
            <dt>Waiting to refresh</dt>
            <dd>
              {state.waiting.pages} {state.waiting.pages === 1 ? 'page' : 'pages'} to render again,{' '}
              {state.waiting.changes} catalogue {state.waiting.changes === 1 ? 'change' : 'changes'}{' '}
              not applied yet
            </dd>
          </dl>
        )}
      </section>
      <section className={styles.section} aria-labelledby="builds-rebuild">
        <h2 id="builds-rebuild">Rebuild the shells</h2>
        <p className="admin-muted">
          Catalogue pages (home, listings, products) refresh by themselves within seconds of a
          change. A rebuild makes the rest of the site again from its source: the prerendered pages
          and the code that renders the catalogue pages. It takes about a minute, and the current
          storefront serves until the new one is whole.
        </p>
        <div className={styles.formActions}>
          <button
            type="button"
            className="admin-button"
            disabled={starting || !state || state.running !== null}
            onClick={() => void rebuild()}
          >
            {state?.running ? 'Building…' : 'Rebuild the shells'}
          </button>
          <button
            type="button"
            className={`admin-button ${styles.secondary}`}
            onClick={() => void refresh()}
          >
            Refresh
          </button>
          <span role="status" className={styles.success}>
            {noticeText(notice, state)}
          </span>
        </div>
      </section>
    </>
  );
}
