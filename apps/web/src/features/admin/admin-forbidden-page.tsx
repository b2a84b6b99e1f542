import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";

/**
 * What a signed-in member who is not an administrator sees at /admin: the refusal said in words
 * (a 403, DESIGN.md §5), never a silent redirect, and a way back.
 */
export function AdminForbiddenPage() {
  return (
    <div className="fr-container fr-my-7w fr-mt-md-12w fr-mb-md-10w">
      <h1>{m.forbiddenTitle}</h1>
      <p className="fr-text--lead fr-mb-3w">{m.forbiddenText}</p>
      <ul className="fr-btns-group fr-btns-group--inline-md">
        <li>
          <Link className="fr-btn" to={paths.dashboard.getHref()}>
            {m.forbiddenBack}
          </Link>
        </li>
        <li>
          <Link className="fr-btn fr-btn--secondary" to={paths.home.getHref()}>
            {m.forbiddenHome}
          </Link>
        </li>
      </ul>
    </div>
  );
}
