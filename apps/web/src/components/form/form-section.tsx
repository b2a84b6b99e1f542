import { Children, type ReactNode } from "react";

interface FormSectionProps {
  /** The legend's id, which names the group. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** Each child is one row of the group. */
  children: ReactNode;
}

/** A DSFR fieldset: a legend, then each field (or row of fields) in its own element. */
export function FormSection({ id, legend, hint, children }: FormSectionProps) {
  return (
    <fieldset className="fr-fieldset" aria-labelledby={id}>
      <legend id={id} className="fr-fieldset__legend">
        {legend}
        {hint !== undefined && <span className="fr-hint-text">{hint}</span>}
      </legend>
      {Children.map(children, (child) =>
        child ? <div className="fr-fieldset__element">{child}</div> : null,
      )}
    </fieldset>
  );
}
