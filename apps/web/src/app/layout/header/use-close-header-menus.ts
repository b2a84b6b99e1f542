import { useEffect, useRef } from "react";

/**
 * The DSFR script opens and closes the header's dropdowns and its mobile menu; it expects a page
 * load after a click on a link. In this single-page app nothing reloads, so the open ones are closed
 * by hand whenever the page changes.
 */
export function useCloseHeaderMenusOnNavigation(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const header = document.getElementById("fr-header");
    if (!header) return;
    for (const button of header.querySelectorAll<HTMLButtonElement>(".fr-nav__btn[aria-expanded='true']")) {
      button.click();
    }
    const modal = header.querySelector(".fr-header__menu.fr-modal--opened");
    if (modal) header.querySelector<HTMLButtonElement>(".fr-header__menu .fr-btn--close")?.click();
  }, [pathname]);
}
