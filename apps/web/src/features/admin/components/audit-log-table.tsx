import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import type { AuditLogEntry } from "@culture-patrimoine/contract/schemas/admin";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";

/** A state as people read it: « role : administrateur, email : alix@… », not JSON. */
function stateText(value: Record<string, unknown> | null): string {
  if (value === null) return m.none;
  return Object.entries(value)
    .map(([key, field]) => `${key}\u00a0: ${typeof field === "string" ? field : JSON.stringify(field)}`)
    .join(", ");
}

function changes(entry: AuditLogEntry): string {
  const side = stateText;
  if (entry.before === null && entry.after === null) return m.none;
  return `${side(entry.before)} → ${side(entry.after)}`;
}

/** The log as a DSFR table that scrolls sideways inside its frame on a phone (keyboard too). */
export function AuditLogTable({ entries, total }: { entries: AuditLogEntry[]; total: number }) {
  return (
    <ScrollingTable
      label={m.auditLogCaption}
      caption={
        <>
          {m.auditLogCaption} ({m.auditLogCount(total)})
        </>
      }
      columns={[m.columnDate, m.columnActor, m.columnAction, m.columnTarget, m.columnReason, m.columnChanges]}
      className="fr-table--no-caption"
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <th scope="row">
            <time dateTime={entry.created_at}>{formatSessionStart(entry.created_at)}</time>
          </th>
          <td>{entry.actor?.email ?? m.commandLine}</td>
          <td>{m.actionLabels[entry.action] ?? entry.action}</td>
          <td>
            {m.targetLabels[entry.target_type] ?? entry.target_type}
            {entry.target_id === null ? "" : `\u00a0n°\u00a0${entry.target_id}`}
          </td>
          <td>{entry.reason ?? m.none}</td>
          <td className="fr-text--xs">{changes(entry)}</td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
