import type { ModeratedKind } from "@culture-patrimoine/contract/constants";
import { reportLinkMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";

/**
 * « Signaler ce contenu », at the foot of a public event, route, site or venue page: a tertiary
 * link with its icon, which names the item for a screen reader that lists the page's links.
 */
export function ReportLink({ kind, id, title }: { kind: ModeratedKind; id: number; title: string }) {
  return (
    <p className="fr-mt-6w fr-mb-0">
      <Link
        className="fr-link fr-link--sm fr-icon-flag-line fr-link--icon-left"
        to={paths.report.getHref(kind, id)}
      >
        {reportLinkMessages.link}
        <span className="fr-sr-only"> «&nbsp;{title}&nbsp;»</span>
      </Link>
    </p>
  );
}
