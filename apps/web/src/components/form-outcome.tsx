import { type ReactNode, useEffect, useRef } from "react";
import "./form-outcome.css";

interface FormOutcomeProps {
  severity: "success" | "error" | "info";
  /** An h2, under the page's title. */
  title: string;
  children: ReactNode;
  /**
   * Shown in place of a form after a send: the focus (which was on the form's button, now gone)
   * moves here so that a screen reader reads the outcome at once. A page opened on an outcome
   * (a broken link) leaves the focus alone.
   */
  takeFocus?: boolean;
}

/**
 * What a single-purpose page shows instead of its form: a link sent, a password changed, a dead
 * link. A DSFR alert written out rather than react-dsfr's, which is always a live region: the
 * focus is what gets it read, once.
 */
export function FormOutcome({ severity, title, children, takeFocus = false }: FormOutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={ref} tabIndex={-1} className={`fr-alert fr-alert--${severity} cp-form-outcome`}>
      <h2 className="fr-alert__title">{title}</h2>
      {children}
    </div>
  );
}
