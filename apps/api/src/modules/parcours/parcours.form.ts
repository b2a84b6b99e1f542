import { TEXT_MAX } from "@culture-patrimoine/contract/constants";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import { parcoursBodySchema } from "@culture-patrimoine/contract/schemas/parcours";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { z } from "zod";
import { AppError, ValidationError } from "../../errors.ts";
import { imageTooLargeError } from "../../lib/images.ts";

/** The form field that carries the route's picture (SPEC §7). */
export const IMAGE_FIELD = "image";

/**
 * The form of POST /api/parcours/create and PUT /api/parcours/{id}: the contract's fields, plus the
 * image file for the documentation. The file never reaches the validated body (it is set apart by
 * readParcoursForm); a text value sent under `image` is ignored, the route keeps its picture.
 */
export const parcoursFormSchema = parcoursBodySchema.extend({
  [IMAGE_FIELD]: z.unknown().optional().meta({
    type: "string",
    format: "binary",
    description: "Image JPEG, PNG ou WebP (5 Mo au plus), convertie en WebP",
  }),
});

export interface UploadedImage {
  filename: string;
  data: Buffer;
}

const uploadedImages = new WeakMap<FastifyRequest, UploadedImage>();

/** The image file of a route form, once readParcoursForm has read the request. */
export function uploadedImageOf(request: FastifyRequest): UploadedImage | undefined {
  return uploadedImages.get(request);
}

/**
 * Multipart for this plugin only. A route form has six short fields: the limits leave room for a
 * client's extra fields (user_id...) and refuse anything built to exhaust the server. A text field
 * longer than fieldSize is cut by the parser and refused below; TEXT_MAX characters of UTF-8 fit.
 */
export async function registerParcoursMultipart(app: FastifyInstance, uploadMaxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: uploadMaxBytes,
      files: 1,
      fields: 20,
      parts: 25,
      fieldNameSize: 100,
      fieldSize: TEXT_MAX * 4 + 1024,
      headerPairs: 20,
    },
  });
}

/**
 * 415 before anything is parsed when the body is not of an accepted type. Without it a JSON body
 * sent to the multipart-only route would be parsed and validated as if it were the form.
 */
export function acceptContentTypes(...types: string[]): onRequestAsyncHookHandler {
  return async (request) => {
    const type = mediaTypeOf(request);
    if (!type || !types.includes(type)) throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE");
  };
}

/** The declared media type, without parameters; readable from onRequest on, before any parsing. */
export function mediaTypeOf(request: FastifyRequest): string | undefined {
  return request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
}

/** Parser failures in our error format: size limits stay 413, any malformed form is a 400. */
function formError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === "FST_REQ_FILE_TOO_LARGE") return imageTooLargeError();
  if (statusCode === 413) return error;
  return new AppError(400, "VALIDATION_ERROR");
}

/**
 * preValidation hook: reads a multipart form into a plain body (then validated by the route's zod
 * schema like any JSON body) and keeps the image file apart, in memory and at most uploadMaxBytes.
 * Nothing is written to disk here: the file is stored only once everything has been checked.
 */
export async function readParcoursForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        // A form whose file input was left empty still sends the part, with no name and no bytes.
        const empty = data.length === 0 && !part.filename;
        if (part.fieldname === IMAGE_FIELD && !empty) {
          uploadedImages.set(request, { filename: part.filename, data });
        }
        continue;
      }
      if (part.fieldnameTruncated || part.valueTruncated) {
        throw new ValidationError([{ path: part.fieldname, message: validationMessages.tooLong }]);
      }
      // A repeated field becomes a list, which the schema refuses: no silent choice between values.
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined
          ? part.value
          : [...(Array.isArray(previous) ? previous : [previous]), part.value];
    }
  } catch (error) {
    throw formError(error);
  }
  request.body = fields;
}
