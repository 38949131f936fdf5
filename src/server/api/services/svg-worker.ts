// A worker thread of svg-pool.ts: everything an uploaded SVG costs in CPU happens here, never on
// the request thread (docs/decisions/0036). The tree is counted first (svg-outline.ts), so a
// picture too deep or too large is refused before the parser sees it.
import { workerData } from 'node:worker_threads';
import { svgOutlineProblem } from './svg-outline.ts';
import { sanitizeSvg } from './svg-sanitize.ts';

/** Why an upload that is no raster image is refused: not an SVG, not well-formed, too large. */
export type SvgProblem = 'notSvg' | 'invalid' | 'tooDeep' | 'tooManyElements';

/** The sanitised SVG (UTF-8) to store, or why it is refused. */
export type SvgCheck = { svg: Uint8Array } | { problem: SvgProblem };

/** What the pool gives each worker: `hold` is the tests' gate (svg-pool.ts, SvgPoolOptions). */
export interface SvgWorkerData {
  hold?: SharedArrayBuffer;
}

const { hold } = (workerData ?? {}) as SvgWorkerData;

/**
 * Tests only: counts this task in `hold[0]`, then waits while `hold[1]` is 0, as a slow sanitise
 * would keep the thread.
 */
function waitAtTheGate(gate: SharedArrayBuffer): void {
  const cells = new Int32Array(gate);
  Atomics.add(cells, 0, 1);
  Atomics.notify(cells, 0);
  while (Atomics.load(cells, 1) === 0) Atomics.wait(cells, 1, 0);
}

export default function checkSvg(data: Uint8Array): SvgCheck {
  if (hold) waitAtTheGate(hold);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return { problem: 'notSvg' };
  }
  if (!/<svg[\s>/]/.test(text)) return { problem: 'notSvg' };
  const problem = svgOutlineProblem(text);
  if (problem) return { problem };
  const svg = sanitizeSvg(text);
  if (svg === undefined) return { problem: 'invalid' };
  return { svg: new TextEncoder().encode(svg) };
}
