import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import {
  reportAdminMessages as a,
  moderationMessages,
  reportMessages as r,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ReportedItem } from "@culture-patrimoine/contract/schemas/reports";
import { Link } from "react-router";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";
import { moderationPreviewHref } from "../utils/report-target.ts";

function reasonsText(item: ReportedItem): string {
  return Object.entries(item.reasons)
    .map(([reason, count]) =>
      a.reasonCount(r.reasons[reason as keyof typeof r.reasons] ?? reason, count ?? 0),
    )
    .join(", ");
}

function ownerText(item: ReportedItem): string {
  if (item.owner === null) return a.noOwner;
  return item.owner.organization ? `${item.owner.name} (${item.owner.organization})` : item.owner.name;
}

/** The reported items as a DSFR table that scrolls inside its frame on a phone (keyboard too). */
export function ReportedItemsTable({ items, total }: { items: ReportedItem[]; total: number }) {
  return (
    <ScrollingTable
      label={a.adminCaption}
      caption={
        <>
          {a.adminCaption} ({a.adminCount(total)})
        </>
      }
      columns={[a.columnItem, a.columnOwner, a.columnState, a.columnCount, a.columnReasons, a.columnDates]}
      className="fr-table--no-caption"
    >
      {items.map((item) => {
        const target = { kind: item.target_type, id: item.target_id };
        return (
          <tr key={`${item.target_type}:${item.target_id}`}>
            <th scope="row">
              <span className="fr-text--xs fr-mb-0">{r.itemLabel[item.target_type]}</span>
              <br />
              <Link to={paths.adminItemReports.getHref(item.target_type, item.target_id)}>
                {item.title || a.untitled}
              </Link>
              <br />
              <Link className="fr-link fr-text--sm" to={moderationPreviewHref(target)}>
                {a.preview}
                <span className="fr-sr-only"> : {item.title}</span>
              </Link>
            </th>
            <td>{ownerText(item)}</td>
            <td>{moderationMessages.status[item.moderation_status]}</td>
            <td>{a.reportCount(item.report_count)}</td>
            <td>{reasonsText(item)}</td>
            <td className="fr-text--xs">
              <time dateTime={item.first_at}>{formatSessionStart(item.first_at)}</time>
              <br />
              <time dateTime={item.last_at}>{formatSessionStart(item.last_at)}</time>
            </td>
          </tr>
        );
      })}
    </ScrollingTable>
  );
}
