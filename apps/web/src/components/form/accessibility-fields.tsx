import { ACCESSIBILITY_FAMILIES, type AccessibilityFamily } from "@culture-patrimoine/contract/constants";
import { accessibilityMessages as a } from "@culture-patrimoine/contract/messages";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { AccessibilityPictogram } from "../accessibility-info.tsx";
import { CheckboxGroupField } from "./checkbox-group-field.tsx";
import { TextField } from "./text-field.tsx";

// The accessibility block of the venue and event forms (issue 14): the four families of the
// "Tourisme & Handicap" label as checkboxes, each with its pictogram and name, and free text.

/** The block's values in a form: one yes/no per family, the details as typed. */
export interface AccessibilityFormValues {
  accessibility_moteur: boolean;
  accessibility_visuel: boolean;
  accessibility_auditif: boolean;
  accessibility_mental: boolean;
  accessibility_details: string;
}

const boxName = (family: AccessibilityFamily) => `accessibility_${family}` as const;

/** What the API answered, as the form shows it. */
export function accessibilityFormValues(
  families: readonly string[] = [],
  details: string | null = null,
): AccessibilityFormValues {
  return {
    accessibility_moteur: families.includes("moteur"),
    accessibility_visuel: families.includes("visuel"),
    accessibility_auditif: families.includes("auditif"),
    accessibility_mental: families.includes("mental"),
    accessibility_details: details ?? "",
  };
}

/** A form's values without the block's own (its body fields come from accessibilityBody). */
export function withoutAccessibilityValues<T extends AccessibilityFormValues>(
  values: T,
): Omit<T, keyof AccessibilityFormValues> {
  const keys = new Set<string>(Object.keys(accessibilityFormValues()));
  return Object.fromEntries(Object.entries(values).filter(([key]) => !keys.has(key))) as Omit<
    T,
    keyof AccessibilityFormValues
  >;
}

/** The body's fields: the families ticked, in the label's order, and the details (blank: none). */
export function accessibilityBody(values: AccessibilityFormValues): {
  accessibility: AccessibilityFamily[];
  accessibility_details: string | null;
} {
  return {
    accessibility: ACCESSIBILITY_FAMILIES.filter((family) => values[boxName(family)]),
    accessibility_details: values.accessibility_details.trim() || null,
  };
}

export function AccessibilityFields<
  TValues extends FieldValues & AccessibilityFormValues,
  TContext,
  TOutput,
>({ form }: { form: UseFormReturn<TValues, TContext, TOutput> }) {
  return (
    <>
      <CheckboxGroupField
        form={form}
        legend={
          <>
            {a.legend}
            <span className="fr-hint-text">{a.hint}</span>
          </>
        }
        options={ACCESSIBILITY_FAMILIES.map((family) => ({
          // The form's values include the block's (TValues extends AccessibilityFormValues).
          name: boxName(family) as never,
          label: (
            <span className="cp-a11y__item">
              <AccessibilityPictogram family={family} />
              {a.familyLabels[family]}
            </span>
          ),
        }))}
      />
      <TextField
        form={form}
        name={"accessibility_details" as never}
        label={a.detailsLabel}
        optional
        hint={a.detailsHint}
        rows={3}
      />
    </>
  );
}
