// A browser stand-in for tests that call running shops over HTTP (spawned processes, nginx in front
// of them): it keeps its cookies, CSRF token and access token, whichever shop it talks to.

export class Browser {
  cookies = new Map<string, string>();
  csrf = '';
  accessToken = '';

  /** Calls `/api{route}` on `base` with a JSON body, or `raw` bytes of `type`. */
  async call(
    base: string,
    method: string,
    route: string,
    body?: unknown,
    raw?: { bytes: Uint8Array<ArrayBuffer>; type: string },
  ) {
    const headers: Record<string, string> = {
      'Content-Type': raw ? raw.type : 'application/json',
    };
    if (this.cookies.size)
      headers['Cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') headers['X-CSRF-Token'] = this.csrf;
    if (this.accessToken) headers['Authorization'] = `Bearer ${this.accessToken}`;
    const res = await fetch(`${base}/api${route}`, {
      method,
      headers,
      body: raw ? raw.bytes : body === undefined ? null : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (value) this.cookies.set(name!, value);
      else this.cookies.delete(name!);
    }
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : null };
  }

  /** Fetches a CSRF token (and its cookie) for the calls that change something. */
  async startSession(base: string): Promise<this> {
    this.csrf = (await this.call(base, 'GET', '/auth/csrf-token')).body!['csrfToken'];
    return this;
  }
}
