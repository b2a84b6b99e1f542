import { Header, type HeaderProps } from "@codegouvfr/react-dsfr/Header";
import { SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";
import { useLocation } from "react-router";
import { useKnownOrganisations } from "../../../api/known-organisations.ts";
import { BrandTop, homeLinkProps, SERVICE_TAGLINE } from "../../../lib/brand.tsx";
import { useSession } from "../../../lib/session.ts";
import { AccountMenu } from "./account-menu.tsx";
import { buildNavigation } from "./navigation.ts";
import { useCloseHeaderMenusOnNavigation } from "./use-close-header-menus.ts";
import { useLogout } from "./use-logout.ts";

export function SiteHeader() {
  const session = useSession();
  const acting = useKnownOrganisations()?.acting;
  const { pathname } = useLocation();
  const logout = useLogout();
  useCloseHeaderMenusOnNavigation(pathname);

  const quickAccessItems: HeaderProps["quickAccessItems"] = session
    ? [<AccountMenu key="account" user={session.user} onLogout={() => void logout()} />]
    : [{ iconId: "fr-icon-account-circle-line", text: "Connexion", linkProps: { to: paths.auth.getHref() } }];

  return (
    <Header
      brandTop={<BrandTop />}
      serviceTitle={SERVICE_NAME}
      serviceTagline={SERVICE_TAGLINE}
      homeLinkProps={homeLinkProps}
      navigation={buildNavigation(acting, pathname)}
      quickAccessItems={quickAccessItems}
      disableDisplay
    />
  );
}
