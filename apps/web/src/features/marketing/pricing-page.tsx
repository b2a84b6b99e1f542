import { FEATURES_IN_ALL_PLANS, PLANS, TRIAL_DAYS } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { ministryContact } from "../../lib/brand.tsx";
import { PlanCard } from "./components/plan-card.tsx";
import "./components/marketing.css";

/** /pricing (SPEC §2): the three plans of the contract and what every plan includes. */
export function PricingPage() {
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--center">
        <div className="fr-col-12 fr-col-lg-8 cp-centered">
          <h1>Choisissez votre formule</h1>
          <p className="fr-text--lead">
            Découvrir la programmation culturelle est gratuit. Les organisateurs choisissent la formule qui
            correspond à leur structure, avec {TRIAL_DAYS} jours d’essai gratuit.
          </p>
        </div>
      </div>

      <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list fr-mt-2w">
        {PLANS.map((plan) => (
          <li key={plan.id} className="fr-col-12 fr-col-md-4">
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>

      <section className="fr-mt-8w" aria-labelledby="all-plans-title">
        <h2 id="all-plans-title">Inclus dans toutes les formules</h2>
        <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
          {FEATURES_IN_ALL_PLANS.map((feature) => (
            <li key={feature} className="fr-col-12 fr-col-sm-6 fr-col-md-3">
              <p className="cp-included">
                <span className="fr-icon-checkbox-circle-line" aria-hidden="true" />
                {feature}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="fr-mt-8w" aria-labelledby="pricing-questions-title">
        <h2 id="pricing-questions-title">Une question ?</h2>
        <p>
          Les formules Organisateur et Institution s’adressent aux professionnels : créez un compte
          professionnel pour publier vos événements, vos lieux, vos parcours et vos sites. Pour un
          accompagnement ou un devis, écrivez-nous à{" "}
          <a href={`mailto:${ministryContact.email}`}>{ministryContact.email}</a>.
        </p>
        <p>
          <Link className="fr-link fr-icon-arrow-right-line fr-link--icon-right" to={paths.about.getHref()}>
            En savoir plus sur Culture & Patrimoine
          </Link>
        </p>
      </section>
    </div>
  );
}
