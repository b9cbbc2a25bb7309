// How the API and the web server write their log (LOG_FORMAT, config.ts): JSON, one object a line,
// for log shippers; or, for a person at a terminal, one line per event through pino-pretty. Either
// way a request is logged once, when answered, and an error keeps its stack.
import type { FastifyInstance } from 'fastify';
import pinoPretty, { type PrettyOptions } from 'pino-pretty';

// The fields the pretty line already shows, or that only a shipper wants.
const shownInLine = ['pid', 'hostname', 'req', 'res', 'responseTime', 'requestId'];

interface RequestLog {
  requestId?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

/**
 * A pretty line's text after time and level: the request id, then for a request's line the method,
 * path, status and duration (`GET /api/hotels 200 12 ms`), else the message.
 */
function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const { requestId, req, res, responseTime } = log as RequestLog;
  const id = typeof requestId === 'string' ? `${requestId} ` : '';
  if (req && res && typeof responseTime === 'number') {
    return `${id}${String(req.method)} ${String(req.url)} ${String(res.statusCode)} ${Math.round(responseTime)} ms`;
  }
  const message = log[messageKey];
  return `${id}${typeof message === 'string' ? message : ''}`;
}

/** pino-pretty's options: local time to the millisecond, no pid or host, extra fields on the same line. */
const prettyOptions: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: shownInLine.join(','),
  messageFormat: prettyMessage,
  singleLine: true,
  // Synchronous, so the last lines before an exit are written.
  sync: true,
};

/** The stream a pretty logger writes to: standard output unless given `destination` (tests). */
export function prettyStream(destination?: NodeJS.WritableStream) {
  return pinoPretty({ ...prettyOptions, ...(destination && { destination, colorize: false }) });
}

/**
 * Logs each request once, when it is answered: Fastify's own two lines (received, completed) are
 * turned off with `disableRequestLogging`. The JSON line keeps `req`, `res` and `responseTime`.
 */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
