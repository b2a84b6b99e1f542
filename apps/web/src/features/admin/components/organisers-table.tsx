import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { organiserAdminMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { OrganiserSummary } from "@culture-patrimoine/contract/schemas/organisers";
import { Link } from "react-router";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";
import { identifierText, personName, sireneText, VerificationBadge } from "./organiser-labels.tsx";

/** The organisers as a DSFR table that scrolls sideways inside its frame on a phone (keyboard too). */
export function OrganisersTable({ organisers, total }: { organisers: OrganiserSummary[]; total: number }) {
  return (
    <ScrollingTable
      label={m.caption}
      caption={
        <>
          {m.caption} ({m.count(total)})
        </>
      }
      columns={[
        m.columnStructure,
        m.columnPerson,
        m.columnIdentifier,
        m.columnSirene,
        m.columnDate,
        m.columnStatus,
      ]}
      className="fr-table--no-caption"
    >
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
    </ScrollingTable>
  );
}
