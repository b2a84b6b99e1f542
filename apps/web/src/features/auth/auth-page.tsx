import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Tabs } from "@codegouvfr/react-dsfr/Tabs";
import { authMessages, ticketsLookupMessages } from "@culture-patrimoine/contract/messages";
import {
  AUTH_REGISTER_TAB,
  AUTH_REGISTER_TITLE,
  publicPageMeta,
} from "@culture-patrimoine/contract/page-meta";
import { paths } from "@culture-patrimoine/contract/routes";
import { useEffect, useSyncExternalStore } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { TicketsLookupHint } from "../../components/booking/tickets-lookup-hint.tsx";
import { documentTitle } from "../../lib/brand.tsx";
import { joinFullName } from "../../lib/person-name.ts";
import { readRedirect } from "../../lib/redirect.ts";
import { useSession } from "../../lib/session.ts";
import { LoginForm } from "./components/login-form.tsx";
import { RegisterForm } from "./components/register-form.tsx";

const REGISTER_TAB = AUTH_REGISTER_TAB;
const LOGIN_TAB = "connexion";

const never = () => () => {};

/**
 * The page to go back to after logging in, kept in the history state by the guard that sent the
 * visitor here. The browser keeps that state across a reload of /auth, but the server never sees
 * it: while the server's HTML is hydrated there is none (as the server rendered it, or React #418),
 * then the real one from the next render on.
 */
function useRedirectAfterLogin(): string | null {
  const redirect = readRedirect(useLocation().state);
  return useSyncExternalStore(
    never,
    () => redirect,
    () => null,
  );
}

/** /auth (SPEC §2): login by default, registration with ?tab=inscription. */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const tab = searchParams.get("tab") === REGISTER_TAB ? REGISTER_TAB : LOGIN_TAB;
  const redirectTo = useRedirectAfterLogin();

  // Each tab has its own title, as the server writes it (issue 33); after the route's (a layout effect).
  useEffect(() => {
    document.title = documentTitle(tab === REGISTER_TAB ? AUTH_REGISTER_TITLE : publicPageMeta.auth.title);
  }, [tab]);

  const goOn = () => void navigate(redirectTo ?? paths.dashboard.getHref(), { replace: true });

  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--center">
        <div className="fr-col-12 fr-col-md-10 fr-col-lg-7">
          <h1>Bienvenue sur Culture & Patrimoine</h1>
          <p className="fr-text--lead">
            Connectez-vous ou créez un compte pour vous inscrire aux événements et, si vous êtes un
            professionnel, publier votre programmation.
          </p>
          {session ? (
            <Alert
              className="fr-mb-4w"
              severity="info"
              small
              description={
                <>
                  Vous êtes connecté en tant que{" "}
                  {joinFullName(session.user.first_name, session.user.last_name)}.{" "}
                  <Link to={paths.dashboard.getHref()}>Accéder au tableau de bord</Link>
                </>
              }
            />
          ) : (
            redirectTo && (
              <Alert className="fr-mb-4w" severity="info" small description={authMessages.loginRequired} />
            )
          )}
          <Tabs
            label="Connexion ou inscription"
            selectedTabId={tab}
            tabs={[
              { tabId: LOGIN_TAB, label: "Connexion" },
              { tabId: REGISTER_TAB, label: "Inscription" },
            ]}
            onTabChange={(tabId) =>
              setSearchParams(tabId === REGISTER_TAB ? { tab: REGISTER_TAB } : {}, {
                replace: true,
                preventScrollReset: true,
                // Keep the page to return to after logging in.
                state: location.state,
              })
            }
          >
            {tab === LOGIN_TAB ? <LoginForm onLoggedIn={goOn} /> : <RegisterForm onRegistered={goOn} />}
          </Tabs>
          <TicketsLookupHint lead={ticketsLookupMessages.withoutAccount} className="fr-mt-4w" />
        </div>
      </div>
    </div>
  );
}
