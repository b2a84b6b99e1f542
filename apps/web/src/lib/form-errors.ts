import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { type ApiErrorDetail, isApiError } from "./api-error.ts";

export interface ServerErrorMapping<T extends FieldValues> {
  /** The form's fields that may receive a server message. */
  fields: readonly FieldPath<T>[];
  /** API field names that a form field shows under another name (first_name → name). */
  aliases?: Partial<Record<string, FieldPath<T>>>;
}

// Errors the API answers without details but that clearly belong to one field.
const fieldOfCode: Record<string, string> = { EMAIL_TAKEN: "email" };

/**
 * Puts the server's field messages under the matching inputs. Returns true when at least one field
 * got a message, so the caller can skip a redundant toast or focus that field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  mapping: ServerErrorMapping<T>,
): boolean {
  if (!isApiError(error)) return false;
  const codeField = fieldOfCode[error.code];
  const details: ApiErrorDetail[] =
    error.details.length > 0 ? error.details : codeField ? [{ path: codeField, message: error.message }] : [];

  const done = new Set<string>();
  let first = true;
  for (const { path, message } of details) {
    const field = mapping.aliases?.[path] ?? mapping.fields.find((name) => name === path);
    // A field shows its first problem only, like the client-side validation does.
    if (!field || done.has(field)) continue;
    done.add(field);
    setError(field, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
  return done.size > 0;
}
