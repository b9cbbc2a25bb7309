import type { FastifyInstance } from 'fastify';
import { RemotesManifestSchema } from '@ceylon/shared/contracts/remotes-manifest';
import type { ManifestFor } from './browser-manifest';
import { cacheControl } from './file-policy';

/**
 * `/remotes.json`, answered per browser (browser-manifest.ts). The shell reads the same answer
 * inlined in its page and asks here only when it is missing. Answers that differ per browser are
 * `private, no-store` and vary on the cookie; with neither, every browser gets the same answer.
 */
export function remotesRoute(manifestFor: ManifestFor) {
  return async function routes(app: FastifyInstance) {
    // Serialised through the one contract the shell checks it against: only its fields ever leave.
    app.get('/remotes.json', { schema: { response: { 200: RemotesManifestSchema } } }, async (request, reply) => {
      const { manifest, perBrowser } = await manifestFor(request, reply);
      reply.header('vary', 'Cookie').header('cache-control', perBrowser ? 'private, no-store' : cacheControl.revalidate);
      return reply.send(manifest);
    });
  };
}
