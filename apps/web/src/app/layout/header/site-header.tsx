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
    <>
      {/*
        The search box is a plain GET form (its input names it with `form`: the DSFR header puts the
        input in its own markup): Enter searches before the app has loaded, or without JavaScript.
      */}
      <form id={SEARCH_FORM_ID} action={paths.search.getHref()} method="get" hidden />
      <Header
        brandTop={<BrandTop />}
        serviceTitle={SERVICE_NAME}
        serviceTagline={SERVICE_TAGLINE}
        homeLinkProps={homeLinkProps}
        navigation={buildNavigation(acting, pathname)}
        quickAccessItems={quickAccessItems}
        renderSearchInput={({ className, id, placeholder, type }) => (
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
        )}
        onSearchButtonClick={(text) => navigate(paths.search.getHref(text.trim()))}
        disableDisplay
      />
    </>
  );
}
