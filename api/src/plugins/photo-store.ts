import fp from 'fastify-plugin';
import { createPhotoStore } from '../storage/create-photo-store';
import type { PhotoStore } from '../storage/photo-store';

declare module 'fastify' {
  interface FastifyInstance {
    photoStore: PhotoStore;
  }
}

/** Where hotel photos are kept (see createPhotoStore): the data folder, or S3 when S3_BUCKET is set. */
export default fp(
  async (app) => {
    const store = createPhotoStore(app.config);
    app.addHook('onClose', async () => store.close?.());
    app.decorate('photoStore', store);
  },
  { name: 'ceylon-photo-store', dependencies: ['ceylon-config'] },
);
