import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api-error.ts";
import { useFigures } from "./api/get-figures.ts";
import { AdminLayout } from "./components/admin-side-menu.tsx";
import { FiguresContent } from "./components/figures-content.tsx";
import { FiguresOrganisers } from "./components/figures-organisers.tsx";
import { FiguresRegistrations } from "./components/figures-registrations.tsx";

/** /admin/chiffres: the platform's figures for administrators (issue 29 point 7). */
export function FiguresPage() {
  const figures = useFigures();

  let content: ReactNode;
  if (figures.isPending) {
    content = <p role="status">{m.figuresLoading}</p>;
  } else if (figures.isError) {
    content = (
      <Alert severity="error" title={m.figuresLoadFailed} description={errorMessage(figures.error, "")} />
    );
  } else {
    content = (
      <>
        <section className="fr-mb-6w" aria-labelledby="figures-organisers">
          <h2 id="figures-organisers">{m.figuresOrganisersTitle}</h2>
          <FiguresOrganisers
            organisers={figures.data.organisers}
            suspendedAccounts={figures.data.suspended_accounts}
          />
        </section>
        <section className="fr-mb-6w" aria-labelledby="figures-content">
          <h2 id="figures-content">{m.figuresContentTitle}</h2>
          <FiguresContent content={figures.data.content} />
        </section>
        <section aria-labelledby="figures-registrations">
          <h2 id="figures-registrations">{m.figuresRegistrationsTitle}</h2>
          <FiguresRegistrations weeks={figures.data.registrations_per_week} />
        </section>
      </>
    );
  }

  return (
    <AdminLayout current={paths.adminFigures.getHref()}>
      <h1>{m.figuresTitle}</h1>
      <p>{m.figuresDescription}</p>
      <div aria-live="polite">{content}</div>
    </AdminLayout>
  );
}
