import { Header, type HeaderProps } from "@codegouvfr/react-dsfr/Header";
import { SEARCH_MAX, SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";
import { useLocation, useNavigate } from "react-router";
import { useKnownOrganisations } from "../../../api/known-organisations.ts";
import { BrandTop, homeLinkProps, SERVICE_TAGLINE } from "../../../lib/brand.tsx";
import { useSession } from "../../../lib/session.ts";
import { AccountMenu } from "./account-menu.tsx";
import { buildNavigation } from "./navigation.ts";
import { useCloseHeaderMenusOnNavigation } from "./use-close-header-menus.ts";
import { useLogout } from "./use-logout.ts";

const SEARCH_FORM_ID = "cp-header-search";
const SEARCH_LABEL = "Rechercher";
const MENU_LABEL = "Menu";
/** The DSFR Header's id, from which it names its panels (Header.js: `${id}-search-modal`...). */
const HEADER_ID = "fr-header";
const SEARCH_MODAL_ID = `${HEADER_ID}-search-modal`;
/**
 * The header's menu panel: the navigation on every screen (a row on a computer, a panel behind
 * « Menu » on a phone, which the DSFR's script opens when the address's #fragment names it).
 */
export const HEADER_MENU_ID = `header-menu-modal-${HEADER_ID}`;

export function SiteHeader() {
  const session = useSession();
  const acting = useKnownOrganisations()?.acting;
  const { pathname } = useLocation();
  const logout = useLogout();
  const navigate = useNavigate();
  useCloseHeaderMenusOnNavigation(pathname);

  const quickAccessItems: HeaderProps["quickAccessItems"] = session
    ? [<AccountMenu key="account" user={session.user} onLogout={() => void logout()} />]
    : [{ iconId: "fr-icon-account-circle-line", text: "Connexion", linkProps: { to: paths.auth.getHref() } }];

  return (
    // The wrapper places the scriptless navbar below over the DSFR's (public/no-script.css).
    <div className="cp-site-header">
      {/*
        The search box is a plain GET form (its input names it with `form`: the DSFR header puts the
        input in its own markup): Enter searches before the app has loaded, or without JavaScript.
      */}
      <form id={SEARCH_FORM_ID} action={paths.search.getHref()} method="get" hidden />
      <Header
        id={HEADER_ID}
        brandTop={<BrandTop />}
        serviceTitle={SERVICE_NAME}
        serviceTagline={SERVICE_TAGLINE}
        homeLinkProps={homeLinkProps}
        navigation={buildNavigation(acting, pathname)}
        quickAccessItems={quickAccessItems}
        renderSearchInput={({ className, id, placeholder, type }) => (
          <>
            <input
              className={className}
              id={id}
              type={type}
              name="q"
              form={SEARCH_FORM_ID}
              placeholder={placeholder}
              maxLength={SEARCH_MAX}
              // With the app running, the DSFR's button reads Enter and searches (below): the form
              // would search a second time.
              onKeyDown={(event) => {
                if (event.key === "Enter") event.preventDefault();
              }}
            />
            {/*
              The DSFR's search button is a script's: without scripts this one, which
              public/no-script.css shows in its place, sends the form.
            */}
            <button
              type="submit"
              form={SEARCH_FORM_ID}
              className="fr-btn cp-search-submit"
              title={SEARCH_LABEL}
              hidden
            >
              {SEARCH_LABEL}
            </button>
          </>
        )}
        onSearchButtonClick={(text) => navigate(paths.search.getHref(text.trim()))}
        disableDisplay
      />
      {/*
        The DSFR's « Rechercher » and « Menu » buttons on a phone open their panels by script.
        Without scripts, public/no-script.css shows these links over them instead: each targets
        its panel (#id), which the same stylesheet opens in the page with :target.
      */}
      <div className="fr-container cp-no-script-navbar" hidden>
        <div className="fr-header__navbar">
          <a className="fr-btn--search fr-btn" href={`#${SEARCH_MODAL_ID}`} title={SEARCH_LABEL}>
            {SEARCH_LABEL}
          </a>
          <a className="fr-btn--menu fr-btn" href={`#${HEADER_MENU_ID}`} title={MENU_LABEL}>
            {MENU_LABEL}
          </a>
        </div>
      </div>
    </div>
  );
}
