// The log as a person at a terminal reads it (pretty) and as a log shipper reads it (JSON).
import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { chooseLogFormat, loadApiConfig, type LogFormat } from '../config';
import { REQUEST_ID_LOG_LABEL, requestIdOptions } from '../metrics/request-id';
import { safeError, loggerOptions } from './redaction';
import { logEachRequest } from './log-format';

describe('the log format', () => {
  it.each([
    [undefined, true, 'pretty'],
    [undefined, false, 'json'],
    ['', true, 'pretty'],
    ['json', true, 'json'],
    ['pretty', false, 'pretty'],
  ] as const)('is %p on %s standard output a terminal: %s', (value, isTTY, format) => {
    expect(chooseLogFormat(value, isTTY)).toBe(format);
  });

  it('refuses a format it does not know, naming LOG_FORMAT', () => {
    expect(() => chooseLogFormat('xml', true)).toThrow('LOG_FORMAT must be json or pretty, not "xml"');
    expect(() => loadApiConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('is read from LOG_FORMAT by the API’s configuration', () => {
    expect(loadApiConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadApiConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });
});

/** An app logging as the API does (one line per request, ids under requestId) into `lines`. */
async function loggingApp(format: LogFormat): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({
    logger: loggerOptions('info', format, destination),
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    ...requestIdOptions,
  });
  logEachRequest(app);
  app.get('/api/hotels', async () => []);
  app.get('/api/broken', async (request) => {
    request.log.error({ err: safeError(new Error('The disk is full')) }, 'Request failed');
    throw new Error('The disk is full');
  });
  await app.ready();
  return { app, lines };
}

/** The lines logged, in `format`, while the app answers one request for `url`. */
async function logOf(format: LogFormat, url: string, requestId?: string): Promise<string[]> {
  const { app, lines } = await loggingApp(format);
  try {
    await app.inject({ url, headers: requestId ? { 'x-request-id': requestId } : {} });
  } finally {
    await app.close();
  }
  return lines;
}

describe('a pretty log', () => {
  it('gives a request one line: time, level, request id, method, path, status and duration', async () => {
    const lines = await logOf('pretty', '/api/hotels?town=galle', 'req-7');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: req-7 GET \/api\/hotels\?town=galle 200 \d+ ms$/);
  });

  it('keeps an error’s stack', async () => {
    const lines = await logOf('pretty', '/api/broken', 'req-8');
    const text = lines.join('\n');
    expect(lines[0]).toMatch(/^\[[\d:.]+\] ERROR: req-8 Request failed/);
    expect(text).toContain('Error: The disk is full');
    expect(text).toMatch(/\n\s+at .*log-format\.test\.ts/);
    expect(lines.at(-1)).toMatch(/INFO: req-8 GET \/api\/broken 500 \d+ ms$/);
  });
});

describe('a JSON log', () => {
  it('gives a request one object with what a log shipper reads', async () => {
    const lines = await logOf('json', '/api/hotels', 'req-9');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 30,
      requestId: 'req-9',
      req: { method: 'GET', url: '/api/hotels' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
  });

  it('keeps an error’s stack', async () => {
    const lines = await logOf('json', '/api/broken');
    const error = lines.map((line) => JSON.parse(line) as { err?: { stack?: string } }).find((line) => line.err);
    expect(error?.err?.stack).toMatch(/^Error: The disk is full\n\s+at /);
  });
});
