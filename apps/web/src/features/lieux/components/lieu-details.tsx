import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ReactNode } from "react";
import { PAGE_PICTURE_SIZES, Picture } from "../../../components/picture.tsx";
import "./lieu-details.css";
import { PageBreadcrumb } from "../../../components/page-breadcrumb.tsx";
import { newWindowTitle } from "../../../lib/new-window.ts";

interface LieuDetailsProps {
  lieu: LieuResponse;
  /** The venue's accessibility (the shared accessibility component), in the practical box. */
  accessibility?: ReactNode;
  /** Owner's buttons, decided by the page. */
  actions?: ReactNode;
  /** Its upcoming events and its routes, loaded by the page from their own APIs. */
  children: ReactNode;
}

/** The postal lines of a venue: street, then postcode and city, then the country when not France. */
export function lieuAddressLines(lieu: LieuResponse): string[] {
  const town = [lieu.code_postal, lieu.ville].filter(Boolean).join(" ");
  return [lieu.adresse, town, lieu.pays && lieu.pays !== "France" ? lieu.pays : null].filter(
    (line): line is string => Boolean(line),
  );
}

/** /lieux/{id}: what a venue is, where it is, and (below) what happens there. */
export function LieuDetails({ lieu, accessibility, actions, children }: LieuDetailsProps) {
  return (
    <div className="fr-container fr-mb-8w">
      <PageBreadcrumb
        segments={[{ label: "Lieux", to: paths.lieux.getHref() }]}
        currentPageLabel={lieu.nom}
      />
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-md-7">
          <h1 className="fr-mb-3w">{lieu.nom}</h1>
          {/* Its 16:9 frame is kept before the file arrives: nothing below it moves (CLS 0). */}
          <Picture
            image={lieu.image}
            alt={lieu.image_alt}
            sizes={PAGE_PICTURE_SIZES}
            lazy={false}
            className="cp-card-picture fr-mb-3w"
          />
          {lieu.description ? (
            <p className="cp-multiline fr-text--lg">{lieu.description}</p>
          ) : (
            <p>Ce lieu n’a pas encore publié de description.</p>
          )}
        </div>
        <aside className="fr-col-12 fr-col-md-5" aria-labelledby="lieu-facts-title">
          <div className="cp-lieu-page__facts fr-p-3w">
            <h2 id="lieu-facts-title" className="fr-h5">
              Informations pratiques
            </h2>
            <dl className="cp-lieu-facts">
              <div>
                <dt>
                  <span className="fr-icon-map-pin-2-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
                  Adresse
                </dt>
                <dd>
                  <address className="cp-lieu-facts__address">
                    {lieuAddressLines(lieu).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </dd>
              </div>
              {lieu.site_web && (
                <div>
                  <dt>
                    <span className="fr-icon-global-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
                    Site web
                  </dt>
                  <dd>
                    <a
                      href={lieu.site_web}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={newWindowTitle(`Site web de ${lieu.nom}`)}
                    >
                      {lieu.site_web.replace(/^https?:\/\//, "").replace(/\/$/, "")}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
            {/* Accessibility (issue 14, point 5): the shared accessibility-info component goes here. */}
            {accessibility && <div className="cp-lieu-page__accessibility">{accessibility}</div>}
            {actions}
          </div>
        </aside>
      </div>
      {children}
    </div>
  );
}
