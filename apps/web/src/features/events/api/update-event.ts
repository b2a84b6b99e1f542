import { eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest, apiUpload } from "../../../lib/api-client.ts";
import { toMultipartForm } from "../../../lib/image-upload.ts";
import type { EventSave } from "./create-event.ts";

/**
 * PUT /api/events/{id}: every field is replaced; with a new picture, as a multipart form (without
 * one, the JSON body sends the current picture back and it stays).
 */
export function updateEvent(id: number, { body, image }: EventSave) {
  if (image) {
    const formData = toMultipartForm(body, image, ["image_url"]);
    return apiUpload(`/events/${id}`, eventSchema, { method: "PUT", formData });
  }
  return apiRequest(`/events/${id}`, eventSchema, { method: "PUT", body });
}

export function useUpdateEvent(id: number) {
  return useChangeMutation("eventUpdated", (save: EventSave) => updateEvent(id, save));
}
