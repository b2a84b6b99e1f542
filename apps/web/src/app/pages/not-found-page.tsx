import { notFoundMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // SPEC §2: the missing path is logged; it is information, not an application error.
    console.info(`Page introuvable : ${pathname}`);
  }, [pathname]);

  return (
    <div className="fr-container fr-my-7w">
      <div className="fr-grid-row fr-grid-row--gutters fr-grid-row--middle fr-grid-row--center">
        <div className="fr-col-12 fr-col-md-8">
          <p className="fr-text--sm fr-mb-3v">Erreur 404</p>
          <h1 lang="en">{notFoundMessages.title}</h1>
          <p className="fr-text--lead fr-mb-3w">La page que vous cherchez est introuvable.</p>
          <p className="fr-text--sm fr-mb-5w">
            L’adresse <code>{pathname}</code> ne correspond à aucune page de ce site : elle a peut-être été
            mal saisie, ou la page a été déplacée ou supprimée.
          </p>
          <Link className="fr-btn" to={paths.home.getHref()}>
            {notFoundMessages.backHome}
          </Link>
        </div>
      </div>
    </div>
  );
}
