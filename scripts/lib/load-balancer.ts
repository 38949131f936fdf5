// nginx (Debian's package) as the load balancer in front of several shop instances on this
// machine, configured from deploy/nginx/shop.conf: `npm run cluster` and the load-balancer test
// start it with this. It runs in the foreground as a child process, with every file it writes
// (pid, logs, temporary bodies, its page cache) in a folder of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_SITE_CONF = path.resolve('deploy/nginx/shop.conf');

/** nginx's binary, or null when it is not installed (`apt-get install nginx`). */
export function findNginx(): string | null {
  for (const candidate of [
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
  ])
    if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** deploy/nginx/shop.conf with its ${…} values filled in; a value left unfilled is an error. */
export function siteConfig(values: {
  upstreams: readonly string[];
  listen: string;
  cacheDir: string;
}): string {
  const filled: Record<string, string> = {
    SHOP_SERVERS: values.upstreams
      .map((address) => `server ${address} max_fails=1 fail_timeout=2s;`)
      .join('\n    '),
    LISTEN: values.listen,
    CACHE_DIR: values.cacheDir,
  };
  return readFileSync(NGINX_SITE_CONF, 'utf8').replace(
    /\$\{([A-Z_]+)\}/g,
    (whole, name: string) => {
      const value = filled[name];
      if (value === undefined) throw new Error(`deploy/nginx/shop.conf: nothing fills ${whole}`);
      return value;
    },
  );
}

export interface LoadBalancer {
  url: string;
  /** nginx's error log so far (an upstream it gave up on is written there). */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams` (host:port each), its files in `dir`,
 * and waits until it answers.
 */
export async function startLoadBalancer(options: {
  bin: string;
  port: number;
  upstreams: readonly string[];
  dir: string;
}): Promise<LoadBalancer> {
  const { bin, port, upstreams, dir } = options;
  for (const sub of ['cache', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true });
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`;
  const main = [
    // As root (CI), the workers would become "nobody" and could not write to this folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${path.join(dir, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    siteConfig({ upstreams, listen: `127.0.0.1:${port}`, cacheDir: path.join(dir, 'cache') }),
    '}',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  const check = spawnSync(bin, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', conf], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const errors = () => {
    const file = path.join(dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${errors()}`);
    try {
      await fetch(`${url}/api/product?limit=1`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      if (tries > 100) throw new Error(`nginx never answered:\n${errors()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    errors,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      // QUIT: nginx's graceful stop (TERM is its fast one).
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
