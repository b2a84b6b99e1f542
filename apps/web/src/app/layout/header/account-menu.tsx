import { paths } from "@culture-patrimoine/contract/routes";
import type { SessionUser } from "@culture-patrimoine/contract/schemas/user";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { initialsOf, joinFullName } from "../../../lib/person-name.ts";
import "./account-menu.css";

interface AccountMenuProps {
  user: SessionUser;
  onLogout: () => void;
  /** Set by the DSFR Header, which renders quick access items twice (desktop bar and mobile menu). */
  id?: string;
}

function itemsOf(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>("[data-account-item]") ?? []);
}

/**
 * The account button of the header: a disclosure (button + list of links) rather than an ARIA
 * menu, which is what a navigation list is; arrows, Home/End and Escape still work as in a menu.
 */
export function AccountMenu({ user, onLogout, id }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const generatedId = useId();
  const menuId = `${id ?? generatedId}-panel`;
  const fullName = joinFullName(user.first_name, user.last_name);

  // Opening moves focus into the list so that keyboard users land on the first choice.
  useEffect(() => {
    if (open) itemsOf(rootRef.current)[0]?.focus();
  }, [open]);

  // A click or a focus outside closes the list, like the DSFR menus around it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // The DSFR script closes its mobile menu dialog on Escape from a capturing listener on <html>;
  // catching Escape earlier (window, capture phase) lets it close only this list, as expected.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !rootRef.current?.contains(document.activeElement)) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    window.addEventListener("keydown", onEscape, { capture: true });
    return () => window.removeEventListener("keydown", onEscape, { capture: true });
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    const list = itemsOf(rootRef.current);
    const active = document.activeElement;
    const index = active instanceof HTMLElement ? list.indexOf(active) : -1;
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusAt(index === -1 ? list.length - 1 : index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusAt(0);
        break;
      case "End":
        event.preventDefault();
        focusAt(list.length - 1);
        break;
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only relays keys of its focusable children
    <div
      ref={rootRef}
      className="cp-account"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="fr-btn cp-account__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="cp-account__avatar" aria-hidden="true">
          {initialsOf(user.first_name, user.last_name)}
        </span>
        <span className="fr-sr-only">Mon compte : </span>
        <span className="cp-account__name">{fullName}</span>
      </button>
      <div id={menuId} className="cp-account__panel" hidden={!open}>
        <ul className="cp-account__list">
          <li>
            <Link
              data-account-item
              className="cp-account__item fr-icon-settings-5-line"
              to={paths.settings.getHref(user.id)}
              onClick={() => setOpen(false)}
            >
              Paramètres
            </Link>
          </li>
          <li>
            <Link
              data-account-item
              className="cp-account__item fr-icon-dashboard-3-line"
              to={paths.dashboard.getHref()}
              onClick={() => setOpen(false)}
            >
              Tableau de bord
            </Link>
          </li>
          <li>
            <button
              data-account-item
              type="button"
              className="cp-account__item cp-account__item--logout fr-icon-logout-box-r-line"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              Déconnexion
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
