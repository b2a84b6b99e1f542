import { formMessages } from "@culture-patrimoine/contract/messages";
import { type MouseEvent, useRef, useState } from "react";
import { type FieldErrors, type FieldValues, type UseFormReturn, useFormState } from "react-hook-form";
import { useFieldId } from "./field-parts.tsx";

interface SummaryItem {
  name: string;
  target: HTMLElement;
  label: string;
}

/** The names of the fields in error, nested ones (`lines.0.title`) included. */
export function errorNames(errors: FieldErrors, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    // A form's or a list's own error (`root`) belongs to no field.
    if (key === "root") return [];
    if (!value || typeof value !== "object") return [];
    const name = prefix ? `${prefix}.${key}` : key;
    // A field's error has a string `type`; anything else groups the errors of nested fields.
    return typeof value.type === "string" ? [name] : errorNames(value as FieldErrors, name);
  });
}

function ownText(element: Element): string {
  const text = Array.from(element.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join("")
    .trim();
  return text || (element.textContent ?? "").trim();
}

/** The element a link sends the focus to, and the words that name it (its label, not its hint). */
function describe(form: HTMLFormElement | null, name: string): SummaryItem | null {
  // No form drawn yet (the first render, and the server's, which has no DOM classes to test with).
  if (!form) return null;
  const found = form?.elements.namedItem(name);
  const element = found instanceof RadioNodeList ? found[0] : found;
  if (!(element instanceof HTMLElement)) return null;
  const group = element instanceof HTMLFieldSetElement ? element : element.closest("fieldset");
  const legend = group?.querySelector("legend");
  // A radio or a group speaks through its legend; any other field through its own label.
  if (legend && (element === group || (element instanceof HTMLInputElement && element.type === "radio"))) {
    const first = group?.querySelector<HTMLElement>("input, select, textarea, button");
    return first ? { name, target: first, label: ownText(legend) } : null;
  }
  const label =
    "labels" in element ? (element.labels as NodeListOf<HTMLLabelElement> | null)?.[0] : undefined;
  return {
    name,
    target: element,
    label: label ? ownText(label) : (element.getAttribute("aria-label") ?? name),
  };
}

function inDocumentOrder(a: SummaryItem, b: SummaryItem): number {
  return a.target.compareDocumentPosition(b.target) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

interface ErrorSummaryProps<TValues extends FieldValues, TContext, TOutput> {
  form: UseFormReturn<TValues, TContext, TOutput>;
  /** The summary's title level: under the form's own h2, an h3. */
  headingAs?: "h2" | "h3";
}

/**
 * After a send, the fields in error listed at the top of the form, each a link that puts the focus
 * in the field (DSFR and RGAA 11.10). A refused send leaves the focus in the first field in error,
 * which reads its message; the count is then announced once, politely, from here. The list follows
 * the errors as they are corrected, without announcing anything more.
 */
export function ErrorSummary<TValues extends FieldValues, TContext, TOutput>({
  form,
  headingAs: Heading = "h2",
}: ErrorSummaryProps<TValues, TContext, TOutput>) {
  const { errors, submitCount, isSubmitSuccessful } = useFormState({ control: form.control });
  const anchor = useRef<HTMLDivElement>(null);
  const titleId = useFieldId();
  // Labels are read from the fields themselves, drawn before any send, so they are never written twice.
  const items = errorNames(errors)
    .map((name) => describe(anchor.current?.closest("form") ?? null, name))
    .filter((item) => item !== null)
    .sort(inDocumentOrder);

  // Each refused send is announced once, with the count it had then.
  const [announced, setAnnounced] = useState<{ send: number; count: number } | null>(null);
  const refusedSend = submitCount > 0 && !isSubmitSuccessful && items.length > 0 ? submitCount : null;
  if (refusedSend !== null && announced?.send !== refusedSend) {
    setAnnounced({ send: refusedSend, count: items.length });
  }

  const goTo = (event: MouseEvent<HTMLAnchorElement>, target: HTMLElement) => {
    // Focusing scrolls the field into view; the address keeps no fragment to come back to.
    event.preventDefault();
    target.focus();
  };

  return (
    <div ref={anchor}>
      <p role="status" className="fr-sr-only">
        {announced && <span key={announced.send}>{formMessages.errorSummaryTitle(announced.count)}</span>}
      </p>
      {submitCount > 0 && items.length > 0 && (
        <section className="fr-alert fr-alert--error fr-mb-3w" aria-labelledby={titleId}>
          <Heading id={titleId} className="fr-alert__title">
            {formMessages.errorSummaryTitle(items.length)}
          </Heading>
          <p className="fr-text--sm fr-mb-1w">{formMessages.errorSummaryHint}</p>
          <ul className="fr-mb-0">
            {items.map((item) => (
              <li key={item.name}>
                <a href={`#${item.target.id}`} onClick={(event) => goTo(event, item.target)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
