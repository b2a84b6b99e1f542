import { type ProgramBatchBodyInput, programListSchema } from "@culture-patrimoine/contract/schemas/program";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/programs/batch: every line of the form in one transaction, all or nothing. */
export function createProgramBatch(body: ProgramBatchBodyInput) {
  return apiRequest("/programs/batch", programListSchema, { method: "POST", body });
}

export function useCreateProgramBatch() {
  return useChangeMutation("programsCreated", createProgramBatch);
}
