import { paths } from "@culture-patrimoine/contract/routes";

/**
 * Shown when a page cannot be displayed at all, typically because its code could not be downloaded
 * (connection lost, or a new version deployed meanwhile): reloading is the fix in both cases.
 */
export function RouteErrorPage() {
  return (
    <div className="fr-container fr-my-7w">
      <h1>Cette page n’a pas pu s’afficher</h1>
      <p className="fr-text--lead">
        Vérifiez votre connexion puis rechargez la page. Si le problème persiste, revenez un peu plus tard.
      </p>
      <ul className="fr-btns-group fr-btns-group--inline-md">
        <li>
          <button type="button" className="fr-btn" onClick={() => window.location.reload()}>
            Recharger la page
          </button>
        </li>
        <li>
          <a className="fr-btn fr-btn--secondary" href={paths.home.getHref()}>
            Retour à l’accueil
          </a>
        </li>
      </ul>
    </div>
  );
}
