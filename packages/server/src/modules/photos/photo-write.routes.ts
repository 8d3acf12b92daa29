import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  NewImageAnswer,
  NewImageBody,
  OkAnswer,
  Photo,
  UpdateImageBody,
  UploadAnswer,
} from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { HttpError } from '../../lib/errors';
import { answerCacheControl } from '../../lib/cache-control';
import { signedInOnly } from '../../lib/session-http';
import type { PhotoCreateService } from './photo-create.service';
import type { PhotoEditService } from './photo-edit.service';
import type { PhotoUploadService } from './photo-upload.service';

const doc = documentedAs(['photos']);

/** Room for the multipart framing around the file, in bytes. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The services behind new photos, edits and deletion, and the largest file accepted. */
export interface PhotoWrite {
  uploads: Pick<PhotoUploadService, 'upload'>;
  create: Pick<PhotoCreateService, 'create'>;
  edit: Pick<PhotoEditService, 'update' | 'delete'>;
  uploadMaxBytes: number;
}

/** The 413 of a file over the limit. */
const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    'too_large',
    `photo: the file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`,
  );

/** The bytes of the `photo` file field; the client's file name is never used. */
async function readPhoto(
  instance: FastifyInstance,
  request: FastifyRequest,
  maxBytes: number,
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'photo: send the file as multipart/form-data in the field photo',
    );
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw tooLarge(maxBytes);
  }
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'photo') {
        throw new HttpError(
          400,
          'invalid_input',
          `photo: unexpected file field '${part.fieldname}'`,
        );
      }
      return await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof instance.multipartErrors.RequestFileTooLargeError)
      throw tooLarge(maxBytes);
    if (error instanceof HttpError) throw error;
    // Reading the body fails only on what the client sent: no boundary, a broken or
    // truncated form, too many parts.
    const message = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, 'invalid_input', `photo: the form could not be read (${message})`);
  }
  throw new HttpError(400, 'invalid_input', 'photo: Please select a photograph to upload first.');
}

/** HTTP for new photos (upload, then the form), the owner's edits and deletion. */
export function photoWriteRoutes(write: PhotoWrite) {
  const maxBytes = write.uploadMaxBytes;
  return async (instance: FastifyInstance) => {
    // Only this plugin parses multipart bodies: one file and a few small fields at most.
    await instance.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/photo',
      doc(
        'Uploads a photo file (multipart, field photo; JPEG, PNG, WebP, AVIF or HEIC); answers its imageID',
        { consumes: ['multipart/form-data'], response: { 200: UploadAnswer }, errors: [401] },
        { ...signedInOnly, ...answerCacheControl('no-store') },
      ),
      async (request) =>
        write.uploads.upload(request.user, await readPhoto(instance, request, maxBytes)),
    );

    app.post(
      '/img',
      doc(
        'Makes a photo from an upload or a web image, at a spot or a new spot',
        {
          body: NewImageBody,
          response: { 201: NewImageAnswer },
          // A web image's host can fail (502) or keep it waiting (504).
          errors: [401, 404, 409, 502, 504],
        },
        { ...signedInOnly, ...answerCacheControl('no-store') },
      ),
      async (request, reply) =>
        reply.code(201).send(await write.create.create(request.user, request.body)),
    );

    app.post(
      '/img/:id',
      doc(
        "Saves the owner's (or an administrator's) edit of a photo",
        { params: IdParams, body: UpdateImageBody, response: { 200: Photo }, errors: [401, 404] },
        { ...signedInOnly, ...answerCacheControl('no-store') },
      ),
      (request) => write.edit.update(request.user, request.params.id, request.body),
    );

    app.delete(
      '/photo/:id',
      doc(
        'Deletes a photo and all its files (owner or administrator)',
        { params: IdParams, response: { 200: OkAnswer }, errors: [401, 404] },
        signedInOnly,
      ),
      (request) => write.edit.delete(request.user, request.params.id),
    );
  };
}
