import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiCommand } from "../../../lib/api-client.ts";

/** DELETE /api/programs/{id}: the organiser of the line's event only. */
export function deleteProgram(id: number): Promise<void> {
  return apiCommand(`/programs/${id}`, { method: "DELETE" });
}

export function useDeleteProgram() {
  return useChangeMutation("programDeleted", deleteProgram);
}
