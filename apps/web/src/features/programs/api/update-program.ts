import { type ProgramBodyInput, programSchema } from "@culture-patrimoine/contract/schemas/program";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** PUT /api/programs/{id}: one line, which may move to another of one's events. */
export function updateProgram(id: number, body: ProgramBodyInput) {
  return apiRequest(`/programs/${id}`, programSchema, { method: "PUT", body });
}

export function useUpdateProgram(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramBodyInput) => updateProgram(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["programs"] }),
  });
}
