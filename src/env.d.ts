// The public build-time settings the browser code reads. astro.config.mjs defines each one, so
// Vite replaces the expression with its value instead of inlining the whole env object.
interface ImportMetaEnv {
  /** Where browsers call the API (default '/api'). */
  readonly PUBLIC_API_URL?: string;
}
