import { SkipLinks } from "@codegouvfr/react-dsfr/SkipLinks";
import { Outlet, ScrollRestoration } from "react-router";
import { SiteFooter } from "./footer/site-footer.tsx";
import { SiteHeader } from "./header/site-header.tsx";
import { useDocumentTitle } from "./use-document-title.ts";
import { useFocusMainOnNavigation } from "./use-focus-main.ts";

export function RootLayout() {
  useDocumentTitle();
  const mainRef = useFocusMainOnNavigation();
  return (
    <>
      <SkipLinks
        links={[
          { label: "Contenu", anchor: "#content" },
          { label: "Menu", anchor: "#fr-header-main-navigation" },
          { label: "Pied de page", anchor: "#fr-footer" },
        ]}
      />
      <SiteHeader />
      <main id="content" ref={mainRef} tabIndex={-1} className="cp-main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
