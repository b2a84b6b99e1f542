import { paths } from "@culture-patrimoine/contract/routes";
import type { SiteDetailResponse } from "@culture-patrimoine/contract/schemas/site";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { newWindowTitle } from "../../../lib/new-window.ts";

interface Fact {
  label: string;
  icon: string;
  value: ReactNode;
}

/** What a visitor needs on the spot: where, when, how much, how to get there, and whom to ask. */
export function SiteFacts({ site }: { site: SiteDetailResponse }) {
  const contact: Array<{ key: string; link: ReactNode }> = [];
  if (site.telephone) {
    contact.push({
      key: "tel",
      link: <a href={`tel:${site.telephone.replace(/[^\d+]/g, "")}`}>{site.telephone}</a>,
    });
  }
  if (site.email) contact.push({ key: "mail", link: <a href={`mailto:${site.email}`}>{site.email}</a> });
  if (site.site_web) {
    contact.push({
      key: "web",
      link: (
        <a
          href={site.site_web}
          target="_blank"
          rel="noopener noreferrer"
          title={newWindowTitle(`Site web de ${site.name}`)}
        >
          Site web
        </a>
      ),
    });
  }
  const facts: Array<Fact | null> = [
    site.adresse ? { label: "Adresse", icon: "fr-icon-map-pin-2-line", value: site.adresse } : null,
    site.lieu
      ? {
          label: "Lieu",
          icon: "fr-icon-building-line",
          value: (
            <Link to={paths.lieuDetail.getHref(site.lieu.id)}>
              {site.lieu.nom}, {site.lieu.ville}
            </Link>
          ),
        }
      : null,
    site.heure_ouverture
      ? { label: "Horaires", icon: "fr-icon-time-line", value: site.heure_ouverture }
      : null,
    site.tarif ? { label: "Tarif", icon: "fr-icon-money-euro-circle-line", value: site.tarif } : null,
    site.transport ? { label: "Transports", icon: "fr-icon-bus-line", value: site.transport } : null,
    site.periode_historique
      ? { label: "Période historique", icon: "fr-icon-calendar-line", value: site.periode_historique }
      : null,
    site.style_architectural
      ? { label: "Style architectural", icon: "fr-icon-ancient-gate-line", value: site.style_architectural }
      : null,
    contact.length > 0
      ? {
          label: "Contact",
          icon: "fr-icon-phone-line",
          value: (
            <ul className="cp-plain-list">
              {contact.map((item) => (
                <li key={item.key}>{item.link}</li>
              ))}
            </ul>
          ),
        }
      : null,
  ];
  return (
    <dl className="cp-site-facts">
      {facts
        .filter((fact): fact is Fact => fact !== null)
        .map((fact) => (
          <div key={fact.label}>
            <dt>
              <span className={`${fact.icon} fr-icon--sm fr-mr-1w`} aria-hidden="true" />
              {fact.label}
            </dt>
            <dd className="cp-multiline">{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
