import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { organiserAdminMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { OrganiserSummary } from "@culture-patrimoine/contract/schemas/organisers";
import { Link } from "react-router";
import { identifierText, personName, sireneText, VerificationBadge } from "./organiser-labels.tsx";

/** The organisers as a DSFR table that scrolls sideways inside its frame on a phone (keyboard too). */
export function OrganisersTable({ organisers, total }: { organisers: OrganiserSummary[]; total: number }) {
  return (
    <div className="fr-table fr-table--no-caption">
      <div className="fr-table__wrapper">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (RGAA 7.3) */}
        <section className="fr-table__container" tabIndex={0} aria-label={m.caption}>
          <div className="fr-table__content">
            <table>
              <caption>
                {m.caption} ({m.count(total)})
              </caption>
              <thead>
                <tr>
                  <th scope="col">{m.columnStructure}</th>
                  <th scope="col">{m.columnPerson}</th>
                  <th scope="col">{m.columnIdentifier}</th>
                  <th scope="col">{m.columnSirene}</th>
                  <th scope="col">{m.columnDate}</th>
                  <th scope="col">{m.columnStatus}</th>
                </tr>
              </thead>
              <tbody>
                {organisers.map((organiser) => (
                  <tr key={organiser.id}>
                    <th scope="row">
                      <Link to={paths.adminOrganiser.getHref(organiser.id)}>
                        {organiser.organization ?? m.noStructure}
                      </Link>
                    </th>
                    <td>
                      {personName(organiser)}
                      <br />
                      <span className="fr-text--xs">{organiser.email}</span>
                    </td>
                    <td>{identifierText(organiser)}</td>
                    <td>{sireneText(organiser)}</td>
                    <td>
                      <time dateTime={organiser.created_at}>{formatSessionStart(organiser.created_at)}</time>
                    </td>
                    <td>
                      <VerificationBadge status={organiser.verification_status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
