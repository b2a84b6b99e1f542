import type { ModerationStatus } from "@culture-patrimoine/contract/constants";
import { Link } from "react-router";
import { ModerationBadge } from "../../../components/moderation-badge.tsx";

export interface OwnResource {
  id: number;
  name: string;
  details: string;
  /** Its moderation state: a badge says it when the public does not see it (issue 29). */
  status: ModerationStatus;
  viewHref?: string;
  editHref: string;
}

/**
 * The organiser's venues, routes or sites: name, its state when not published, a line of details,
 * and a link to edit each.
 */
export function OwnResourceList({ items, kind }: { items: OwnResource[]; kind: string }) {
  return (
    <ul className="cp-dashboard-list">
      {items.map((item) => (
        <li key={item.id}>
          <div className="cp-dashboard-list__text">
            <h3 className="fr-h6">
              {item.viewHref ? <Link to={item.viewHref}>{item.name}</Link> : item.name}
            </h3>
            <ModerationBadge status={item.status} />
            <p className="fr-text--sm">{item.details}</p>
          </div>
          <Link
            className="fr-btn fr-btn--secondary fr-btn--sm fr-btn--icon-left fr-icon-edit-line"
            to={item.editHref}
          >
            Modifier <span className="fr-sr-only">{`${kind} ${item.name}`}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
