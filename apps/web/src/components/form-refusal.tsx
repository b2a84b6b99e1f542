import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";

interface FormRefusalProps {
  title: string;
  description: string;
  /** Why, when the description alone does not say it (the account acts for no organisation). */
  detail?: string;
  /** A participant is told where organiser accounts are offered; an organiser is not. */
  offerOrganiserPlan?: boolean;
}

/**
 * Shown instead of a create or edit form that the visitor may not use (a participant account,
 * someone else's record): the reason in plain words and a way on, rather than a form that the
 * server would refuse anyway.
 */
export function FormRefusal({ title, description, detail, offerOrganiserPlan = false }: FormRefusalProps) {
  return (
    <Alert
      severity="info"
      as="h2"
      title={title}
      description={
        <>
          <p className="fr-mb-1w">
            {description}
            {offerOrganiserPlan && <span> Vous êtes connecté avec un compte participant.</span>}
          </p>
          {detail && <p className="fr-mb-1w">{detail}</p>}
          <p className="fr-mb-0">
            {offerOrganiserPlan && (
              <>
                <Link to={paths.pricing.getHref()}>Découvrir l’offre Organisateur</Link>
                {" · "}
              </>
            )}
            <Link to={paths.dashboard.getHref()}>Retour au tableau de bord</Link>
          </p>
        </>
      }
    />
  );
}
