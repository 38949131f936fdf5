import { describe, expect, it } from 'vitest';
import { failureExcerpt } from '../../scripts/lib/failure-excerpt.ts';

describe('failureExcerpt', () => {
  it('keeps the error lines with their context and drops passing tests and colours', () => {
    const output = [
      '\x1b[32m ✓ tests/api/a.test.ts (3 tests) error handling\x1b[39m',
      ' Test Files  10 passed (10)',
      '\x1b[31m⎯⎯ Uncaught Exception ⎯⎯\x1b[39m',
      'terminating connection due to administrator command',
      ' ❯ Parser.handlePacket parser.js:143:27',
      ' ❯ Parser.parse parser.js:37:38',
      ' ❯ Socket.emit node:events:519:28',
      ' ❯ addChunk node:internal/streams/readable:561:12',
      '      Tests  375 passed (375)',
      '      Errors  1 error',
    ].join('\n');
    expect(failureExcerpt(output)).toEqual([
      '⎯⎯ Uncaught Exception ⎯⎯',
      'terminating connection due to administrator command',
      ' ❯ Parser.handlePacket parser.js:143:27',
      ' ❯ Parser.parse parser.js:37:38',
      '      Errors  1 error',
    ]);
  });

  it('falls back to the last lines when nothing is marked, and caps the excerpt', () => {
    const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    expect(failureExcerpt(output, 3)).toEqual(['line 97', 'line 98', 'line 99']);
  });
});
