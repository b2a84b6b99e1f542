import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { moderationMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ModerationItem } from "@culture-patrimoine/contract/schemas/moderation";
import { Link } from "react-router";
import { ModerationBadge } from "../../../components/moderation-badge.tsx";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";

/** The queue as a DSFR table that scrolls sideways inside its frame on a phone (keyboard too). */
export function ModerationQueueTable({ items, total }: { items: ModerationItem[]; total: number }) {
  return (
    <ScrollingTable
      label={m.queueTitle}
      caption={
        <>
          {m.queueTitle} ({m.queueCaption(total)})
        </>
      }
      columns={[m.columnTitle, m.columnKind, m.columnOwner, m.columnSince, m.columnReports, m.columnStatus]}
      className="fr-table--no-caption"
    >
      {items.map((item) => (
        <tr key={`${item.kind}-${item.id}`}>
          <th scope="row">
            <Link to={paths.adminModerationItem.getHref(item.kind, item.id)}>{item.title}</Link>
          </th>
          <td>{m.kinds[item.kind] ?? item.kind}</td>
          <td>
            {item.owner.organization ?? item.owner.name}
            <br />
            <span className="fr-text--xs">
              {item.owner.name} · {item.owner.email}
              {item.owner.verification_status ? ` · ${m.verification[item.owner.verification_status]}` : ""}
            </span>
            {item.owner.suspended && (
              <p className="fr-badge fr-badge--sm fr-badge--error fr-badge--no-icon">
                {m.ownerSuspendedBadge}
              </p>
            )}
          </td>
          <td>
            <time dateTime={item.updated_at}>{formatSessionStart(item.updated_at)}</time>
          </td>
          <td>{item.open_reports.toLocaleString("fr-FR")}</td>
          <td>
            <ModerationBadge status={item.moderation_status} always />
          </td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
