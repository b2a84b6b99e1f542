import { VERIFICATION_STATUSES } from "@culture-patrimoine/contract/constants";
import { adminMessages as m, moderationMessages } from "@culture-patrimoine/contract/messages";
import type { PlatformFigures } from "@culture-patrimoine/contract/schemas/admin";
import { FiguresTable, formatFigure } from "./figures-table.tsx";

/** Organisers by verification state, those suspended among them, and suspended accounts overall. */
export function FiguresOrganisers({
  organisers,
  suspendedAccounts,
}: {
  organisers: PlatformFigures["organisers"];
  suspendedAccounts: number;
}) {
  return (
    <>
      <FiguresTable caption={m.figuresOrganisersCaption}>
        <thead>
          <tr>
            <th scope="col">{m.columnState}</th>
            <th scope="col">{m.columnCount}</th>
          </tr>
        </thead>
        <tbody>
          {VERIFICATION_STATUSES.map((status) => (
            <tr key={status}>
              <th scope="row">{moderationMessages.verification[status]}</th>
              <td>{formatFigure(organisers[status])}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{m.figuresSuspendedOrganisers}</th>
            <td>{formatFigure(organisers.suspended)}</td>
          </tr>
        </tbody>
      </FiguresTable>
      <p>{m.figuresSuspendedAccounts(suspendedAccounts)}</p>
    </>
  );
}
