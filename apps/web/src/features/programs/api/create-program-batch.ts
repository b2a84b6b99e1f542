import { type ProgramBatchBodyInput, programListSchema } from "@culture-patrimoine/contract/schemas/program";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/programs/batch: every line of the form in one transaction, all or nothing. */
export function createProgramBatch(body: ProgramBatchBodyInput) {
  return apiRequest("/programs/batch", programListSchema, { method: "POST", body });
}

export function useCreateProgramBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgramBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["programs"] }),
  });
}
