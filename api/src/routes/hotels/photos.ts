// A hotel's photos: anyone lists them; its owner or an administrator uploads (multipart,
// field `photos`, optional `caption` fields in the same order), reorders, captions and deletes.
// Every write answers the hotel's photos after it, cover first.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HotelPhotosSchema, IdParams, PhotoCaptionBody, PhotoOrderBody, PhotoParams } from '@ceylon/shared/contracts';
import { MAX_HOTEL_PHOTOS, MAX_PHOTO_BYTES, type HotelPhoto } from '@ceylon/shared/domain';
import { photosBusy, tooMany } from '../../auth/login-throttle';
import { BusyError } from '../../auth/work-limiter';
import { badRequest, notFound, say } from '../../http-errors';
import { PhotoRejected } from '../../photos/encode-photo';
import { createHotelPhotos, type PhotoUpload, type PhotoWrite } from '../../photos/hotel-photos';
import { listPhotos, toHotelPhoto } from '../../repositories/hotel-photos-repository';
import { errorResponses } from '../../schemas/error-responses';
import type { OwnerRouteOptions } from './manageable';
import { OWNERS_ONLY } from '../../plugins/auth';

const MAX_CAPTION = 200;
const megabytes = MAX_PHOTO_BYTES / (1024 * 1024);
// Every C0 control and DEL: a caption is one line of text.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job.
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F]/;

/** The upload as the document describes it; the route reads the parts itself (readUpload), not through the validator. */
const UploadBody = Type.Object({
  photos: Type.Array(Type.String({ format: 'binary', maxLength: MAX_PHOTO_BYTES, description: 'JPEG, PNG or WebP' }), {
    minItems: 1,
    maxItems: MAX_HOTEL_PHOTOS,
  }),
  caption: Type.Optional(
    Type.Array(Type.String({ maxLength: 4 * MAX_CAPTION, description: `One line, at most ${MAX_CAPTION} characters once trimmed` }), {
      maxItems: MAX_HOTEL_PHOTOS,
    }),
  ),
});

/** Multipart's own limit errors, as the 400s this API gives for bad input. */
function uploadProblem(error: unknown, current: string | undefined): Error | undefined {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return badRequest(
      'photos',
      current ? say('error.photo.fileTooLarge', { file: current, megabytes }) : say('error.photo.aFileTooLarge', { megabytes }),
    );
  if (code === 'FST_FILES_LIMIT') return badRequest('photos', say('error.photo.atMost', { max: MAX_HOTEL_PHOTOS }));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('photos', say('error.photo.tooManyFields'));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('photos', say('error.photo.multipart'));
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION') return badRequest('photos', say('error.photo.incomplete'));
  return undefined;
}

function checkCaption(caption: string, file: string): string {
  const trimmed = caption.trim();
  if (trimmed.length > MAX_CAPTION || CONTROL_OR_LINE_BREAK.test(trimmed)) {
    throw badRequest('caption', say('error.photo.caption', { file, max: MAX_CAPTION }));
  }
  return trimmed;
}

/** Reads every part into memory (each file at most MAX_PHOTO_BYTES); captions pair with files in order. */
async function readUpload(request: FastifyRequest): Promise<PhotoUpload[]> {
  const files: PhotoUpload[] = [];
  const captions: string[] = [];
  let current: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part;
        if (file.fieldname !== 'photos') throw badRequest('photos', say('error.photo.unexpectedFile', { field: file.fieldname }));
        current = file.filename || `Photo ${files.length + 1}`;
        files.push({ name: current, body: await file.toBuffer() });
      } else {
        const field = part;
        if (field.fieldname !== 'caption')
          throw badRequest(field.fieldname, say('error.photo.unexpectedField', { field: field.fieldname }));
        captions.push(String(field.value));
      }
    }
  } catch (error) {
    throw uploadProblem(error, current) ?? error;
  }
  if (files.length === 0) throw badRequest('photos', say('error.photo.none'));
  if (captions.length > files.length) throw badRequest('caption', say('error.photo.moreCaptions'));
  return files.map((file, i) => ({ ...file, caption: checkCaption(captions[i] ?? '', file.name) }));
}

const routes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  const photos = createHotelPhotos(app.db, app.photoStore);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY);

  // Only these routes take multipart bodies; an upload of more files than a hotel may hold stops
  // at the first one too many.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_PHOTO_BYTES,
      files: MAX_HOTEL_PHOTOS,
      fields: MAX_HOTEL_PHOTOS,
      parts: 2 * MAX_HOTEL_PHOTOS,
      fieldSize: 4 * MAX_CAPTION,
    },
  });

  /** The photos after a write, or the error the outcome calls for. */
  function answer(outcome: PhotoWrite): HotelPhoto[] {
    switch (outcome.kind) {
      case 'saved':
        return outcome.photos;
      case 'not-found':
        throw notFound(say('error.hotelNotFound'));
      case 'no-such-photo':
        throw notFound(say('error.photoNotFound'));
      case 'wrong-ids':
        throw badRequest('ids', say('error.photo.ids'));
      case 'too-many':
        throw badRequest('photos', say('error.photo.tooMany', { max: MAX_HOTEL_PHOTOS, has: outcome.has, adding: outcome.adding }));
    }
  }

  async function upload(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<HotelPhoto[]> {
    const hotel = await manageable(request, request.params.id);
    const files = await readUpload(request);
    const has = (await listPhotos(app.db, hotel.id)).length;
    if (has + files.length > MAX_HOTEL_PHOTOS) return answer({ kind: 'too-many', has, adding: files.length });
    try {
      return answer(await photos.save(hotel.id, await photos.prepare(files)));
    } catch (error) {
      if (error instanceof PhotoRejected) throw badRequest('photos', error.message);
      if (error instanceof BusyError) throw tooMany(reply, 5, photosBusy);
      throw error;
    }
  }

  app.get(
    '/:id/photos',
    {
      schema: {
        operationId: 'listHotelPhotos',
        summary: "List a hotel's photos",
        description: 'Cover first.',
        tags: ['hotels'],
        params: IdParams,
        response: { 200: HotelPhotosSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const exists = await app.db
        .selectFrom('hotels')
        .select('id')
        .where('id', '=', request.params.id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!exists) throw notFound(say('error.hotelNotFound'));
      return (await listPhotos(app.db, request.params.id)).map(toHotelPhoto);
    },
  );

  app.post(
    '/:id/photos',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'uploadHotelPhotos',
        summary: 'Upload photos',
        description:
          'multipart/form-data: files in `photos` (JPEG, PNG or WebP), optional `caption` fields in the same order. Answers every photo of the hotel.',
        tags: ['hotels'],
        security,
        consumes: ['multipart/form-data'],
        documentedBody: UploadBody,
        params: IdParams,
        response: { 201: HotelPhotosSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await upload(request, reply)),
  );

  app.put(
    '/:id/photos/order',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'reorderHotelPhotos',
        summary: 'Reorder photos',
        description: 'Every photo id of the hotel once, cover first.',
        tags: ['hotels'],
        security,
        params: IdParams,
        body: PhotoOrderBody,
        response: { 200: HotelPhotosSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      return answer(await photos.reorder(hotel.id, request.body.ids));
    },
  );

  app.patch(
    '/:id/photos/:photoId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'captionHotelPhoto',
        summary: 'Caption a photo',
        description: "The caption is the photo's alt text.",
        tags: ['hotels'],
        security,
        params: PhotoParams,
        body: PhotoCaptionBody,
        response: { 200: HotelPhotosSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      return answer(await photos.caption(hotel.id, request.params.photoId, request.body.caption.trim()));
    },
  );

  app.delete(
    '/:id/photos/:photoId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'deleteHotelPhoto',
        summary: 'Delete a photo',
        description: 'Answers the photos that are left.',
        tags: ['hotels'],
        security,
        params: PhotoParams,
        response: { 200: HotelPhotosSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => answer(await photos.remove((await manageable(request, request.params.id)).id, request.params.photoId)),
  );
};

export default routes;
