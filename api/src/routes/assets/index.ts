import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HotelImageParams } from '@ceylon/shared/contracts';
import { notFound, say } from '../../http-errors';
import { errorResponsesWithoutDatabase } from '../../schemas/error-responses';
import { fileResponse } from '../../schemas/file-response';

export const HOTEL_IMAGES_DIR = path.resolve(__dirname, '..', '..', '..', 'assets', 'hotels');

/** The seed hotels' illustrations, read once; a handful of small SVG files. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const files = new Map<string, Buffer>();
  for (const name of await readdir(HOTEL_IMAGES_DIR)) {
    if (name.endsWith('.svg')) files.set(name, await readFile(path.join(HOTEL_IMAGES_DIR, name)));
  }

  app.get(
    '/assets/hotels/:file',
    {
      schema: {
        operationId: 'getHotelImage',
        summary: "Get a demo hotel's illustration",
        description: 'An SVG file of the seed data, cached for a week.',
        tags: ['assets'],
        params: HotelImageParams,
        response: { 200: fileResponse('The illustration', ['image/svg+xml']), ...errorResponsesWithoutDatabase(404) },
      },
    },
    async (request, reply) => {
      const file = files.get(request.params.file);
      if (!file) throw notFound(say('error.noSuchImage'));
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=604800')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(file);
    },
  );
};

export default routes;
