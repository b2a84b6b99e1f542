import { reportMessages as r } from "@culture-patrimoine/contract/messages";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { FormPageLoadError, FormPageLoading } from "../../components/form-page-layout.tsx";
import { PageBreadcrumb } from "../../components/page-breadcrumb.tsx";
import { errorMessage, isApiError } from "../../lib/api-error.ts";
import { useReportTarget } from "./api/get-report-target.ts";
import { ReportForm } from "./components/report-form.tsx";
import { publicItemHref, targetFromParams } from "./utils/report-target.ts";

/**
 * /signaler/{kind}/{id}: « Signaler ce contenu », for anyone, with or without an account. Only what
 * the public sees can be reported: an item it cannot see reads as not found, as the API answers.
 */
export function ReportPage() {
  const target = targetFromParams(useParams());
  const item = useReportTarget(target);

  let content: ReactNode;
  if (target === null || (item.isError && isApiError(item.error) && item.error.status === 404)) {
    content = <FormPageLoadError title={r.notFound} description={r.notFoundHint} />;
  } else if (item.isPending) {
    content = <FormPageLoading message={r.loading} />;
  } else if (item.isError) {
    content = <FormPageLoadError title={r.loadFailed} description={errorMessage(item.error, r.failed)} />;
  } else {
    content = (
      <>
        <p>
          {r.itemLabel[target.kind]}&nbsp;: <strong>{item.data.title}</strong>
        </p>
        <p>{r.intro}</p>
        <ReportForm target={target} />
      </>
    );
  }

  return (
    <div className="fr-container fr-mb-8w">
      <PageBreadcrumb
        segments={target && item.data ? [{ label: item.data.title, to: publicItemHref(target) }] : []}
        currentPageLabel={r.breadcrumb}
      />
      <div className="fr-grid-row">
        <div className="fr-col-12 fr-col-md-10 fr-col-lg-8">
          <h1>{r.pageTitle}</h1>
          {content}
        </div>
      </div>
    </div>
  );
}
