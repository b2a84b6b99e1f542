import { type EventBodyInput, eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest, apiUpload } from "../../../lib/api-client.ts";
import { toMultipartForm } from "../../../lib/image-upload.ts";

/** An event form's save: the body, and the picture chosen in the form (sent as multipart). */
export interface EventSave {
  body: EventBodyInput;
  image: File | null;
}

/**
 * POST /api/events → 201 with the created event (its id leads to the programme form): JSON, or a
 * multipart form when a picture goes with it (docs/decisions/032-pictures.md).
 */
export function createEvent({ body, image }: EventSave) {
  if (image) {
    const formData = toMultipartForm(body, image, ["image_url"]);
    return apiUpload("/events", eventSchema, { method: "POST", formData });
  }
  return apiRequest("/events", eventSchema, { method: "POST", body });
}

export function useCreateEvent() {
  return useChangeMutation("eventCreated", createEvent);
}
