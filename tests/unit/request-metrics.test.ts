// The request-path metrics (src/server/metrics.ts): the request histogram kept by the shop itself
// and the counters summed on the request's path come out of prom-client's registry as its own
// histogram and counters would, in the text format and added up over several processes.
import client from 'prom-client';
import { describe, expect, it } from 'vitest';
import { countPage, countRequest, metricsText } from '../../src/server/metrics.ts';

const ROUTE = '/test/request-metrics/:id';

/** The value of the sample `name{labels}` in Prometheus text. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('request metrics', () => {
  it('puts each request in the first bucket it fits, cumulative, with the sum and count', async () => {
    // 1 ms, exactly 5 ms (a bucket's bound is "at most"), 30 ms, 7 s (beyond the last bound).
    for (const seconds of [0.001, 0.005, 0.03, 7])
      countRequest('GET', ROUTE, 200, seconds, 100, 'page');
    countRequest('POST', ROUTE, 422, 0.004, 50, 'api');
    const text = await metricsText();
    const labels = `method="GET",route="${ROUTE}",status="200"`;
    const bucket = (le: string) =>
      sample(text, 'http_request_duration_seconds_bucket', `${labels},le="${le}"`);
    expect(bucket('0.002')).toBe(1);
    expect(bucket('0.005')).toBe(2);
    expect(bucket('0.025')).toBe(2);
    expect(bucket('0.05')).toBe(3);
    expect(bucket('5')).toBe(3);
    expect(bucket('+Inf')).toBe(4);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(4);
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeCloseTo(7.036, 9);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        `method="POST",route="${ROUTE}",status="422"`,
      ),
    ).toBe(1);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('sums bytes by kind and page-cache answers by result', async () => {
    const before = await metricsText();
    const bytes = (text: string) => sample(text, 'http_response_bytes_total', 'kind="file"') ?? 0;
    const hits = (text: string) =>
      sample(text, 'shop_page_cache_requests_total', 'result="DISK"') ?? 0;
    countRequest('GET', '/_astro/*', 200, 0.001, 1500, 'file');
    countRequest('GET', '/_astro/*', 304, 0.001, 0, 'file');
    countPage('DISK', 900);
    countPage('DISK', 0);
    const after = await metricsText();
    expect(bytes(after) - bytes(before)).toBe(1500);
    expect(hits(after) - hits(before)).toBe(2);
    expect(sample(after, 'shop_page_cache_served_bytes_total', 'result="DISK"')).toBe(
      (sample(before, 'shop_page_cache_served_bytes_total', 'result="DISK"') ?? 0) + 900,
    );
  });

  it('adds up over processes as prom-client adds up its own histograms', async () => {
    countRequest('GET', `${ROUTE}/sum`, 200, 0.003, 10, 'page');
    const one = await client.register.getMetricsAsJSON();
    const both = client.AggregatorRegistry.aggregate([one, one]);
    const text = await both.metrics();
    const labels = `method="GET",route="${ROUTE}/sum",status="200"`;
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', `${labels},le="0.005"`)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', `${labels},le="0.002"`)).toBe(0);
  });
});
