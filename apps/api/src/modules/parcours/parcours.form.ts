import { parcoursBodySchema } from "@culture-patrimoine/contract/schemas/parcours";
import { IMAGE_FIELD, imageFilePartSchema, readImageForm } from "../../lib/image-form.ts";

/**
 * The form of POST /api/parcours/create and PUT /api/parcours/{id}: the contract's fields, plus the
 * image file for the documentation. The file never reaches the validated body (it is set apart by
 * readImageForm); a text value sent under `image` is ignored, the route keeps its picture.
 */
export const parcoursFormSchema = parcoursBodySchema.extend({ [IMAGE_FIELD]: imageFilePartSchema });

/** A route form has only text fields besides its file. */
export const readParcoursForm = readImageForm();
