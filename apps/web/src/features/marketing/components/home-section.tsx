import type { ReactNode } from "react";
import { Link } from "react-router";

interface HomeSectionProps {
  /** The anchor the footer links to (/#events, /#parcours...). */
  id: string;
  title: string;
  intro?: ReactNode;
  more?: { href: string; label: string };
  /** A tinted band, to tell consecutive sections apart. */
  tinted?: boolean;
  children: ReactNode;
}

/** A section of the home page: heading, short introduction, content and a "see all" link. */
export function HomeSection({ id, title, intro, more, tinted = false, children }: HomeSectionProps) {
  return (
    <section id={id} className={tinted ? "cp-band cp-anchor" : "cp-anchor"} aria-labelledby={`${id}-title`}>
      <div className="fr-container fr-py-6w">
        <div className="cp-section-head">
          <h2 id={`${id}-title`} className="fr-mb-1w">
            {title}
          </h2>
          {more && (
            <Link className="fr-link fr-icon-arrow-right-line fr-link--icon-right" to={more.href}>
              {more.label}
            </Link>
          )}
        </div>
        {intro && <p className="fr-mb-3w">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
