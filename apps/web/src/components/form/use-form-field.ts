import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
  useFormState,
} from "react-hook-form";
import { messageIdOf, useFieldId } from "./field-parts.tsx";

/** What every field of the kit receives: the form (whatever it validates into) and a field name. */
export interface FormFieldProps<
  TValues extends FieldValues,
  TContext,
  TOutput,
  TName extends FieldPath<TValues>,
> {
  form: UseFormReturn<TValues, TContext, TOutput>;
  name: TName;
  /** A fixed id, for code that sends the focus to the field. */
  id?: string;
}

/** A registered field's id, error and registration; nested names (`lines.0.title`) work too. */
export function useFormField<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  name: FieldPath<TValues>,
  givenId?: string,
) {
  const id = useFieldId(givenId);
  // Subscribes to this field's errors only, so one field's message does not redraw the others.
  const { errors } = useFormState({ control: form.control, name });
  const error: FieldError | undefined = get(errors, name);
  return {
    id,
    error,
    messageId: error?.message ? messageIdOf(id) : undefined,
    registration: form.register(name),
  };
}
