// The API suite's log: each line the shop writes (src/server/log.ts, pino) goes to the console
// method of its level (error and fatal to console.error, warn to console.warn, the rest to
// console.log), its message alone; warnings and errors only. Tests that check what the shop reports, or that it reports no
// unexpected error, watch the console; tests of the log lines themselves put a logger of their own
// in its place (replaceLogger) and read the JSON.
import { createLogger, replaceLogger } from '../../src/server/log.ts';

const ERROR = 50;
const WARN = 40;

replaceLogger(
  createLogger({
    // Warnings and errors: the lines tests look at (info lines, one per request, would flood the run).
    level: 'warn',
    destination: {
      write(line: string) {
        const { level, msg } = JSON.parse(line) as { level: number; msg?: string };
        const text = msg ?? line;
        if (level >= ERROR) console.error(text);
        else if (level >= WARN) console.warn(text);
        else console.log(text);
      },
    },
  }),
);
