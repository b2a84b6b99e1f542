import { SkipLinks } from "@codegouvfr/react-dsfr/SkipLinks";
import { type Location, Outlet, ScrollRestoration } from "react-router";
import { SiteFooter } from "./footer/site-footer.tsx";
import { HEADER_MENU_ID, SiteHeader } from "./header/site-header.tsx";
import { useDocumentTitle } from "./use-document-title.ts";
import { useFocusMainOnNavigation } from "./use-focus-main.ts";

/**
 * Positions are remembered per history entry; the first page of a visit has the key "default"
 * whatever its address, so it is told apart by its address (a page typed in the address bar must
 * not open at the scroll position of the previous one).
 */
function scrollKey(location: Location): string {
  return location.key === "default" ? `${location.pathname}${location.search}` : location.key;
}

export function RootLayout() {
  useDocumentTitle();
  const mainRef = useFocusMainOnNavigation();
  return (
    <>
      <SkipLinks
        links={[
          { label: "Contenu", anchor: "#content" },
          // The menu's panel rather than the navigation inside it, hidden on a phone until opened:
          // its #fragment opens it there (the DSFR's script, or :target without scripts).
          { label: "Menu", anchor: `#${HEADER_MENU_ID}` },
          { label: "Pied de page", anchor: "#fr-footer" },
        ]}
      />
      <SiteHeader />
      <main id="content" ref={mainRef} tabIndex={-1} className="cp-main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
