// Memory and CPU of a process and all its descendants, read from /proc (Linux) every 100 ms, so a
// benchmark can report the peak resident memory of a shop and the builds it spawns without
// counting itself (it is the parent, outside the tree).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 100;

interface ProcStat {
  ppid: number;
  cpuTicks: number;
}

/** ppid and user+system CPU ticks from /proc/PID/stat; null when the process is gone. */
function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields restart after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function readRssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface TreeSample {
  at: number;
  rssBytes: number;
  /** CPU time of the processes alive now (a child that exited takes its ticks with it). */
  cpuTicks: number;
  processes: number;
}

/** The tree under `rootPid` right now: summed RSS and CPU ticks of every live member. */
export function readTree(rootPid: number): TreeSample {
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  const members = new Set<number>(stats.has(rootPid) ? [rootPid] : []);
  let grew = members.size > 0;
  while (grew) {
    grew = false;
    for (const [pid, stat] of stats)
      if (!members.has(pid) && members.has(stat.ppid)) {
        members.add(pid);
        grew = true;
      }
  }
  let rssBytes = 0;
  let cpuTicks = 0;
  for (const pid of members) {
    rssBytes += readRssBytes(pid);
    cpuTicks += stats.get(pid)!.cpuTicks;
  }
  return { at: performance.now(), rssBytes, cpuTicks, processes: members.size };
}

export interface TreeSampler {
  /** The highest summed RSS seen since the start or the last `resetPeak`. */
  peakBytes(): number;
  resetPeak(): void;
  /**
   * Resolves once the tree used at most `maxPercent` of one core over `windowMs`, with the ms
   * waited; rejects after `timeoutMs`.
   */
  quiet(windowMs: number, maxPercent: number, timeoutMs: number): Promise<number>;
  stop(): void;
}

export function sampleTree(rootPid: number): TreeSampler {
  let peak = 0;
  const recent: TreeSample[] = [];
  const take = () => {
    const sample = readTree(rootPid);
    peak = Math.max(peak, sample.rssBytes);
    recent.push(sample);
    while (recent.length > 0 && sample.at - recent[0]!.at > 60_000) recent.shift();
  };
  take();
  const timer = setInterval(take, SAMPLE_MS);
  return {
    peakBytes: () => peak,
    resetPeak() {
      peak = 0;
      take();
    },
    quiet(windowMs, maxPercent, timeoutMs) {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const check = setInterval(() => {
          const now = performance.now();
          const last = recent.at(-1);
          const first = recent.find((sample) => sample.at >= now - windowMs);
          if (last && first && now - started >= windowMs && last.at - first.at >= windowMs * 0.8) {
            const ticks = Math.max(0, last.cpuTicks - first.cpuTicks);
            const percent = (ticks / TICKS_PER_SECOND / ((last.at - first.at) / 1000)) * 100;
            if (percent <= maxPercent) {
              clearInterval(check);
              resolve(now - started);
              return;
            }
          }
          if (now - started > timeoutMs) {
            clearInterval(check);
            reject(new Error(`the shop did not go quiet within ${timeoutMs / 1000} s`));
          }
        }, SAMPLE_MS);
      });
    },
    stop: () => clearInterval(timer),
  };
}
