// The container image's HEALTHCHECK (Containerfile): asks this server's own port for /api/health and
// exits 0 when it answers 200, 1 otherwise. Node's own modules only, so it starts in a few
// milliseconds and needs no ceylon-compiled condition: `node deploy/lib/cli/health-check.js`.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface HealthTarget {
  port: number;
  /** The server speaks HTTPS itself (TLS_CERT_FILE): its certificate names the site, not 127.0.0.1, so it is not checked here. */
  tls: boolean;
  timeoutMs: number;
}

/** The target as `npm run serve` reads PORT and TLS_CERT_FILE (deploy/src/config.ts), without its checks. */
export function healthTarget(env: NodeJS.ProcessEnv): HealthTarget {
  const port = Number(env.PORT?.trim() || 8080);
  return { port, tls: Boolean(env.TLS_CERT_FILE?.trim()), timeoutMs: 4000 };
}

/** 'ok', or why not: the status it answered, or the error (refused, timed out). */
export function checkHealth(target: HealthTarget): Promise<string> {
  const request = target.tls ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const asked = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: '/api/health',
        method: 'GET',
        timeout: target.timeoutMs,
        ...(target.tls && { rejectUnauthorized: false }),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200 ? 'ok' : `/api/health answered ${response.statusCode}`);
      },
    );
    asked.on('timeout', () => asked.destroy(new Error(`no answer within ${target.timeoutMs} ms`)));
    asked.on('error', (error) => resolve(`/api/health: ${error.message}`));
    asked.end();
  });
}

if (require.main === module) {
  void checkHealth(healthTarget(process.env)).then((outcome) => {
    if (outcome !== 'ok') console.error(outcome);
    process.exit(outcome === 'ok' ? 0 : 1);
  });
}
