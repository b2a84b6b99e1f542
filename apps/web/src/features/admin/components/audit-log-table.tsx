import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import type { AuditLogEntry } from "@culture-patrimoine/contract/schemas/admin";

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
    <div className="fr-table fr-table--no-caption">
      <div className="fr-table__wrapper">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (RGAA 7.3) */}
        <section className="fr-table__container" tabIndex={0} aria-label={m.auditLogCaption}>
          <div className="fr-table__content">
            <table>
              <caption>
                {m.auditLogCaption} ({m.auditLogCount(total)})
              </caption>
              <thead>
                <tr>
                  <th scope="col">{m.columnDate}</th>
                  <th scope="col">{m.columnActor}</th>
                  <th scope="col">{m.columnAction}</th>
                  <th scope="col">{m.columnTarget}</th>
                  <th scope="col">{m.columnReason}</th>
                  <th scope="col">{m.columnChanges}</th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
