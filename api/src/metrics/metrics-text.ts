// Reads Prometheus's text format back, for tests that scrape /metrics as Prometheus would.

/** The labels of one sample line, e.g. `{route="/api/hotels",method="GET"}` → { route: '/api/hotels', method: 'GET' }. */
function labelsOf(text: string): Record<string, string> {
  const pairs = [...text.matchAll(/([A-Za-z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]): [string, string] => [
    name ?? '',
    value ?? '',
  ]);
  return Object.fromEntries(pairs);
}

/**
 * The value of the first sample of `name` whose labels include `labels`; undefined when there is
 * none (a metric with labels has no sample until something is counted under them).
 */
export function sampleOf(metricsText: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of metricsText.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = labelsOf(match[2] ?? '');
    if (Object.entries(labels).every(([label, value]) => found[label] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Every metric family the text declares (its `# TYPE` lines). */
export function metricNamesOf(metricsText: string): Set<string> {
  return new Set([...metricsText.matchAll(/^# TYPE (\S+) /gm)].map(([, name]) => name ?? ''));
}
