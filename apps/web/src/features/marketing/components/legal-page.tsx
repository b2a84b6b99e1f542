import { Summary } from "@codegouvfr/react-dsfr/Summary";
import type { ReactNode } from "react";
import { formatLegalDate } from "../utils/legal-date.ts";

export interface LegalSection {
  /** Anchor of the section, for the summary and for links from other pages. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** ISO date of the last change of the text, shown in French. */
  updatedOn: string;
  intro?: ReactNode;
  sections: LegalSection[];
}

/** The frame shared by the legal pages: one h1, the update date, a summary, one h2 per section. */
export function LegalPage({ title, updatedOn, intro, sections }: LegalPageProps) {
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row">
        <div className="fr-col-12 fr-col-lg-9">
          <h1>{title}</h1>
          <p className="fr-text--sm cp-legal-updated">
            Dernière mise à jour : <time dateTime={updatedOn}>{formatLegalDate(updatedOn)}</time>
          </p>
          {intro}
          <Summary
            className="fr-my-4w"
            title="Sommaire"
            links={sections.map((section) => ({
              text: section.title,
              linkProps: { href: `#${section.id}` },
            }))}
          />
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="fr-mt-5w"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className="fr-h3">
                {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
