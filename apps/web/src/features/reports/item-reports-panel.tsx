import { Alert } from "@codegouvfr/react-dsfr/Alert";
import {
  reportAdminMessages as a,
  moderationMessages,
  reportMessages as r,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link, useParams } from "react-router";
import { errorMessage } from "../../lib/api-error.ts";
import { useItemReports } from "./api/get-item-reports.ts";
import { DismissReportsForm } from "./components/dismiss-reports-form.tsx";
import { ItemReportsTable } from "./components/item-reports-table.tsx";
import { moderationPreviewHref, targetFromParams } from "./utils/report-target.ts";

/**
 * /admin/signalements/{kind}/{id}: an item's reports and « Classer sans suite » while some are
 * open. The route layer puts it in the administration's frame.
 */
export function ItemReportsPanel() {
  const target = targetFromParams(useParams());
  const item = useItemReports(target);
  const backToList = (
    <p className="fr-mt-4w">
      <Link className="fr-link fr-icon-arrow-left-line fr-link--icon-left" to={paths.adminReports.getHref()}>
        {a.backToList}
      </Link>
    </p>
  );

  if (target === null || item.isError) {
    return (
      <>
        <h1>{a.adminTitle}</h1>
        <Alert
          severity="error"
          as="h2"
          title={r.notFound}
          description={item.isError ? errorMessage(item.error, a.adminLoadFailed) : r.notFoundHint}
        />
        {backToList}
      </>
    );
  }
  if (item.isPending) {
    return (
      <>
        <h1>{a.adminTitle}</h1>
        <p role="status">{a.adminLoading}</p>
      </>
    );
  }

  const { data } = item;
  const openCount = data.reports.filter((report) => report.resolution === null).length;
  const owner = data.owner
    ? `${data.owner.name}${data.owner.organization ? ` (${data.owner.organization})` : ""}`
    : a.noOwner;
  return (
    <>
      <h1>{a.detailTitle(data.title || a.untitled)}</h1>
      <ul>
        <li>
          {a.columnItem}&nbsp;: {r.itemLabel[data.target_type]} n°&nbsp;{data.target_id}
        </li>
        <li>
          {a.columnOwner}&nbsp;: {owner}
        </li>
        <li>
          {a.columnState}&nbsp;: {moderationMessages.status[data.moderation_status]}
        </li>
      </ul>
      <p>
        <Link className="fr-link" to={moderationPreviewHref(target)}>
          {a.preview}
        </Link>
      </p>
      {data.reports.length === 0 ? <p>{a.detailEmpty}</p> : <ItemReportsTable reports={data.reports} />}
      {openCount > 0 && <DismissReportsForm target={target} />}
      {backToList}
    </>
  );
}
