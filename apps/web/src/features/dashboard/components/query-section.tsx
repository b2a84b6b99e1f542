import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { dashboardMessages } from "@culture-patrimoine/contract/messages";
import type { ReactNode } from "react";

interface QuerySectionProps {
  id: string;
  title: string;
  /** Loading, failed, or loaded with this many items. */
  status: "pending" | "error" | "success";
  count: number;
  emptyText: string;
  /** Shown under the empty text: where to look instead (« Retrouver mes billets »). */
  emptyHelp?: ReactNode;
  errorText?: string;
  /** Shown beside the title: a link to create one more, for instance. */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * One block of the dashboard with its own title, and the loading, error and empty states of the
 * list it shows, so that one failing call never hides the rest of the page.
 */
export function QuerySection({
  id,
  title,
  status,
  count,
  emptyText,
  emptyHelp,
  errorText = dashboardMessages.loadFailed,
  action,
  children,
}: QuerySectionProps) {
  let content: ReactNode;
  if (status === "pending") content = <p role="status">{dashboardMessages.loading}</p>;
  else if (status === "error") content = <Alert severity="error" small description={errorText} />;
  else if (count === 0) {
    content = (
      <>
        <p className="fr-text--sm">{emptyText}</p>
        {emptyHelp}
      </>
    );
  } else content = children;

  return (
    <section className="fr-mt-6w" aria-labelledby={id}>
      <div className="cp-dashboard-heading fr-mb-2w">
        <h2 id={id} className="fr-h4 fr-mb-0">
          {title}
        </h2>
        {action}
      </div>
      {content}
    </section>
  );
}
