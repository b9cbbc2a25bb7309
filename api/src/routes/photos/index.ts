// GET /api/photos/:file: a stored variant of a hotel photo. File names carry a content hash, so an
// answer never changes and may be cached for a year.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PhotoFileParams } from '@ceylon/shared/contracts';
import { notFound, say } from '../../http-errors';
import { errorResponsesWithoutDatabase } from '../../schemas/error-responses';
import { emptyResponse, fileResponse } from '../../schemas/file-response';
import { photoContentType } from '../../storage/content-types';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/photos/:file',
    {
      schema: {
        operationId: 'getPhotoFile',
        summary: 'Get a stored photo',
        description: 'One encoding of a hotel photo; its name changes with its content, so it may be cached for a year.',
        tags: ['photos'],
        params: PhotoFileParams,
        response: {
          200: fileResponse('The photo, WebP or AVIF as its name says', ['image/webp', 'image/avif']),
          304: emptyResponse('Not modified: the ETag sent in If-None-Match is this file'),
          ...errorResponsesWithoutDatabase(404),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const photo = await app.photoStore.get(file);
      if (!photo) throw notFound(say('error.noSuchPhoto'));
      const etag = `"${file}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      // The type follows the name, whatever a shared bucket says.
      return reply.header('content-type', photoContentType(file)).send(photo.body);
    },
  );
};

export default routes;
