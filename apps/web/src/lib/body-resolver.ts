import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldPath, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export interface FieldIssue {
  path: string;
  message: string;
}

export interface BodyResolverOptions<TValues extends FieldValues> {
  /** Body field names shown under another form field (first_name → name). */
  aliases?: Partial<Record<string, FieldPath<TValues>>>;
  /** Rules of the form alone, that the request schema cannot know (password confirmation). */
  formIssues?: (values: TValues) => FieldIssue[];
}

/**
 * Validates a form by converting it to the request body and checking that body against the
 * contract's request schema, so the browser applies exactly the server's rules. Errors land on
 * the form fields the body fields came from.
 */
export function bodyResolver<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: TValues) => z.input<S>,
  options: BodyResolverOptions<TValues> = {},
): Resolver<TValues, unknown, z.output<S>> {
  return async (values, _context, resolverOptions) => {
    const result = schema.safeParse(toBody(values));
    const issues: FieldIssue[] = [
      ...(result.success
        ? []
        : result.error.issues.map((issue) => ({
            path: String(issue.path[0] ?? ""),
            message: issue.message,
          }))),
      ...(options.formIssues?.(values) ?? []),
    ];
    if (result.success && issues.length === 0) return { values: result.data, errors: {} };

    const errors: Record<string, FieldError> = {};
    for (const { path, message } of issues) {
      const field = options.aliases?.[path] ?? path;
      // The first message of a field wins, like zodResolver does.
      if (field && !errors[field]) errors[field] = { type: "validation", message };
    }
    return { values: {}, errors: toNestErrors<TValues>(errors, resolverOptions) };
  };
}
