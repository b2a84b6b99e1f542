import { TEXT_MAX } from "@culture-patrimoine/contract/constants";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import fastifyMultipart from "@fastify/multipart";
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from "fastify";
import { z } from "zod";
import { type AppDeps, filesOf } from "../deps.ts";
import { AppError, ValidationError } from "../errors.ts";
import { imageQueueOf, imageTooLargeError, type PictureUpload, type UploadedImage } from "./images.ts";

// The one way the API receives a picture with a form (docs/decisions/008 and 032): multipart for
// the create and edit calls of routes, events, venues and sites, read into a plain body validated
// by the route's zod schema like a JSON body, with the file kept apart in memory.

/** The form field that carries the picture (SPEC §7 for routes; the same name everywhere). */
export const IMAGE_FIELD = "image";
export const MULTIPART = "multipart/form-data";
export const JSON_TYPE = "application/json";

/** The documentation of the file part, added to a body schema for multipart routes. */
export const imageFilePartSchema = z.unknown().optional().meta({
  type: "string",
  format: "binary",
  description: "Image JPEG, PNG ou WebP (5 Mo au plus), convertie en WebP en plusieurs largeurs",
});

const uploadedImages = new WeakMap<FastifyRequest, UploadedImage>();

/** The image file of a form, once readImageForm has read the request. */
export function uploadedImageOf(request: FastifyRequest): UploadedImage | undefined {
  return uploadedImages.get(request);
}

/**
 * Multipart for the plugin that calls it only (each resource's module). A form has a few short
 * fields: the limits leave room for a client's extra fields (user_id...) and refuse anything built
 * to exhaust the server. A text field longer than fieldSize is cut by the parser and refused below;
 * TEXT_MAX characters of UTF-8 fit.
 */
export async function registerImageMultipart(app: FastifyInstance, uploadMaxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: uploadMaxBytes,
      files: 1,
      fields: 40,
      parts: 45,
      fieldNameSize: 100,
      // A JSON field (an event's sessions) may be longer than a description.
      fieldSize: TEXT_MAX * 4 + 16 * 1024,
      headerPairs: 20,
    },
  });
}

/**
 * 415 before anything is parsed when the body is not of an accepted type. Without it a JSON body
 * sent to a multipart-only route would be parsed and validated as if it were the form.
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

/** True when the request is a multipart form (then a missing file means "keep the picture"). */
export function isMultipartForm(request: FastifyRequest): boolean {
  return mediaTypeOf(request) === MULTIPART;
}

/** Parser failures in our error format: size limits stay 413, any malformed form is a 400. */
function formError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === "FST_REQ_FILE_TOO_LARGE") return imageTooLargeError();
  if (statusCode === 413) return error;
  return new AppError(400, "VALIDATION_ERROR");
}

export interface ImageFormOptions {
  /**
   * Fields sent as JSON text in a form (an event's `sessions`, a list of choices): parsed before
   * validation, so that the body is the same as the JSON one. A value that is not JSON is refused
   * on its field.
   */
  jsonFields?: readonly string[];
}

/**
 * preValidation hook: reads a multipart form into a plain body (then validated by the route's zod
 * schema like any JSON body) and keeps the image file apart, in memory and at most uploadMaxBytes.
 * Nothing is written to disk here: the file is stored only once everything has been checked.
 */
export function readImageForm({ jsonFields = [] }: ImageFormOptions = {}): preValidationAsyncHookHandler {
  return async (request) => {
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
    for (const name of jsonFields) {
      const value = fields[name];
      if (typeof value !== "string") continue;
      if (value.trim() === "") {
        delete fields[name];
        continue;
      }
      try {
        fields[name] = JSON.parse(value);
      } catch {
        throw new ValidationError([{ path: name, message: validationMessages.jsonFieldInvalid }]);
      }
    }
    request.body = fields;
  };
}

/**
 * The rate limit of forms that carry a file, per account (decision 008): one bucket per group,
 * kept in the shared rate-limit store, so every process counts the same. JSON bodies carry no
 * image and are not counted. `accountOf` runs after the route's guard.
 */
export function imageFormRateLimit(options: {
  max: number;
  groupId: string;
  message: string;
  accountOf: (request: FastifyRequest) => number;
}) {
  return {
    max: options.max,
    timeWindow: 10 * 60_000,
    groupId: options.groupId,
    keyGenerator: (request: FastifyRequest) => `account:${options.accountOf(request)}`,
    allowList: (request: FastifyRequest) => mediaTypeOf(request) !== MULTIPART,
    errorResponseBuilder: () => new AppError(429, "TOO_MANY_REQUESTS", options.message),
  };
}

/** The pieces a module's create and edit routes need to take a picture (see imageWrite). */
export interface ImageWrite {
  /** onRequest: 415 for a body neither JSON nor multipart. */
  contentTypes: onRequestAsyncHookHandler;
  /** preValidation: a multipart form read into a plain body, its file set apart. */
  readForm: preValidationAsyncHookHandler;
  /** Forms with a file per account in 10 minutes (the route's guard runs first). */
  rateLimit: ReturnType<typeof imageFormRateLimit>;
  consumes: string[];
  /** The answers a picture can add: too large, busy, disk full, too many forms. */
  errors: Record<413 | 415 | 429 | 503 | 507, typeof apiErrorSchema>;
  /** The picture of this request, for the service. */
  uploadOf(request: FastifyRequest): PictureUpload;
}

/**
 * Lets a module's create and edit routes take a multipart form with a picture besides JSON: the
 * multipart parser for this module only, the form reader, the per-account limit and the shared
 * image queue (docs/decisions/032-pictures.md).
 */
export async function imageWrite(
  app: FastifyInstance,
  deps: AppDeps,
  options: { groupId: string; jsonFields?: readonly string[] },
): Promise<ImageWrite> {
  const { config } = deps;
  await registerImageMultipart(app, config.uploadMaxBytes);
  const queue = imageQueueOf(config);
  return {
    contentTypes: acceptContentTypes(MULTIPART, JSON_TYPE),
    readForm: readImageForm({ jsonFields: options.jsonFields ?? [] }),
    rateLimit: imageFormRateLimit({
      max: config.uploadRateLimitPer10Minutes,
      groupId: options.groupId,
      message: validationMessages.imageFormsRateLimited,
      accountOf: (request) => request.auth?.user.id ?? 0,
    }),
    consumes: [JSON_TYPE, MULTIPART],
    errors: {
      413: apiErrorSchema,
      415: apiErrorSchema,
      429: apiErrorSchema.describe("Trop de formulaires avec image envoyés par ce compte en 10 minutes"),
      503: apiErrorSchema.describe("Trop d’images en attente de conversion, ou stockage indisponible"),
      507: apiErrorSchema.describe("Espace de stockage des images plein"),
    },
    uploadOf: (request) => ({
      store: { files: filesOf(deps), queue, log: request.log },
      image: uploadedImageOf(request),
      multipart: isMultipartForm(request),
    }),
  };
}
