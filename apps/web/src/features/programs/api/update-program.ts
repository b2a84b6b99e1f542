import { type ProgramBodyInput, programSchema } from "@culture-patrimoine/contract/schemas/program";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** PUT /api/programs/{id}: one line, which may move to another of one's events. */
export function updateProgram(id: number, body: ProgramBodyInput) {
  return apiRequest(`/programs/${id}`, programSchema, { method: "PUT", body });
}

export function useUpdateProgram(id: number) {
  return useChangeMutation("programUpdated", (body: ProgramBodyInput) => updateProgram(id, body));
}
