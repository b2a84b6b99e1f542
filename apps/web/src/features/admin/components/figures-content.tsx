import { MODERATION_STATUSES } from "@culture-patrimoine/contract/constants";
import { adminMessages as m, moderationMessages } from "@culture-patrimoine/contract/messages";
import type { ContentFigures } from "@culture-patrimoine/contract/schemas/admin";
import { FiguresTable, formatFigure } from "./figures-table.tsx";

/** Events, routes, sites and venues by moderation state, and those their owner's suspension hides. */
export function FiguresContent({ content }: { content: ContentFigures[] }) {
  return (
    <FiguresTable caption={m.figuresContentCaption}>
      <thead>
        <tr>
          <th scope="col">{m.columnKind}</th>
          {MODERATION_STATUSES.map((status) => (
            <th scope="col" key={status}>
              {moderationMessages.status[status]}
            </th>
          ))}
          <th scope="col">{m.columnTotal}</th>
          <th scope="col">{m.figuresOwnerSuspended}</th>
        </tr>
      </thead>
      <tbody>
        {content.map((row) => (
          <tr key={row.kind}>
            <th scope="row">{m.figuresKinds[row.kind] ?? row.kind}</th>
            {MODERATION_STATUSES.map((status) => (
              <td key={status}>{formatFigure(row[status])}</td>
            ))}
            <td>{formatFigure(MODERATION_STATUSES.reduce((sum, status) => sum + row[status], 0))}</td>
            <td>{formatFigure(row.owner_suspended)}</td>
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}
