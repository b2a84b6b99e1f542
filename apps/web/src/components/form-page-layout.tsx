import { Alert } from "@codegouvfr/react-dsfr/Alert";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface FormPageLayoutProps {
  title: string;
  /** A wider column, for a form whose rows hold several fields (a programme's lines). */
  wide?: boolean;
  /** The form, or what is shown instead of it. */
  children: ReactNode;
}

/** The frame of a create or edit page: a centred column under the page's title. */
export function FormPageLayout({ title, wide = false, children }: FormPageLayoutProps) {
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--center">
        <div className={`fr-col-12 fr-col-md-10 ${wide ? "fr-col-lg-9" : "fr-col-lg-8"}`}>
          <h1>{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}

/** Said while what the form needs is loading. */
export function FormPageLoading({ message = "Chargement..." }: { message?: string }) {
  return <p role="status">{message}</p>;
}

/** Shown instead of the form when what it needs could not be loaded; titled under the page's h1. */
export function FormPageLoadError({ title, description }: { title: string; description: string }) {
  return <Alert severity="error" as="h2" title={title} description={description} />;
}

interface FormPageMissingProps {
  title: string;
  message: string;
  /** Where to create what is missing, and the link's text. */
  to: string;
  linkLabel: string;
}

/** Shown instead of the form when the organiser has nothing to choose yet, with where to create it. */
export function FormPageMissing({ title, message, to, linkLabel }: FormPageMissingProps) {
  return (
    <Alert
      severity="info"
      as="h2"
      title={title}
      description={
        <>
          {message} <Link to={to}>{linkLabel}</Link>
        </>
      }
    />
  );
}
