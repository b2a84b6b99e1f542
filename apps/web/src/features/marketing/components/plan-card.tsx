import { Badge } from "@codegouvfr/react-dsfr/Badge";
import { type Plan, TRIAL_DAYS } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { formatPlanPrice, planCallToAction, spokenPlanPrice } from "../utils/plan-price.ts";

const registerHref = `${paths.auth.getHref()}?tab=inscription`;

/**
 * One plan of the pricing page. The most popular one says so in words (a badge and the heading's
 * accessible name), its thicker border only repeats it.
 */
export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}`;
  const paid = plan.monthlyPriceEuros > 0;
  return (
    <article className={`cp-plan${plan.mostPopular ? " cp-plan--popular" : ""}`} aria-labelledby={headingId}>
      {/* Said in the heading for screen readers, who often jump from heading to heading. */}
      <div className="cp-plan__marker" aria-hidden="true">
        {plan.mostPopular && (
          <Badge severity="new" noIcon>
            Le plus populaire
          </Badge>
        )}
      </div>
      <h2 id={headingId} className="fr-h3 fr-mb-1w">
        {plan.name}
        {plan.mostPopular && <span className="fr-sr-only"> (la formule la plus populaire)</span>}
      </h2>
      <p className="cp-plan__price fr-mb-1w">
        <span aria-hidden="true">{formatPlanPrice(plan.monthlyPriceEuros)}</span>
        <span className="fr-sr-only">{spokenPlanPrice(plan.monthlyPriceEuros)}</span>
      </p>
      <p className="fr-text--sm cp-plan__trial fr-mb-2w">
        {paid ? `${TRIAL_DAYS} jours d’essai gratuit` : "Sans abonnement"}
      </p>
      <p>{plan.description}</p>
      <ul className="cp-check-list fr-mb-4w">
        {plan.features.map((feature) => (
          <li key={feature}>
            <span className="fr-icon-check-line fr-icon--sm" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        className={`fr-btn cp-plan__cta${plan.mostPopular ? "" : " fr-btn--secondary"}`}
        to={registerHref}
        aria-describedby={headingId}
      >
        {planCallToAction(plan)}
      </Link>
    </article>
  );
}
