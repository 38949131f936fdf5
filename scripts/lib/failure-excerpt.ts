// Picks, from the output of a failed test step, the lines that say why it failed, so that they
// can be printed again at the end of a run where the tail of a CI log shows them.

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
const MARKER =
  /(error|exception|fail|✗|×|✘|unhandled|timed? ?out|exited|refused|cannot|could not|not found)/i;
const PASSED = /^\s*✓/;
/** Lines kept after each marked line, for the stack or message that follows it. */
const CONTEXT = 3;

/** At most `max` lines: every marked line with its context, or the last lines when none is marked. */
export function failureExcerpt(output: string, max = 60): string[] {
  const lines = output.replace(ANSI, '').split('\n');
  const picked = new Set<number>();
  lines.forEach((line, i) => {
    if (!MARKER.test(line) || PASSED.test(line)) return;
    for (let j = i; j <= Math.min(lines.length - 1, i + CONTEXT); j++) picked.add(j);
  });
  const chosen = [...picked].sort((a, b) => a - b).map((i) => lines[i] ?? '');
  const shown = chosen.length ? chosen : lines.filter((line) => line.trim());
  return shown.slice(-max);
}
