import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { reportAdminMessages as a, reportMessages as r } from "@culture-patrimoine/contract/messages";
import type { Report } from "@culture-patrimoine/contract/schemas/reports";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";

function resolutionText(report: Report): string {
  if (report.resolution === null) return a.open;
  const label = a.resolutions[report.resolution] ?? report.resolution;
  return report.resolved_at ? `${label} (${formatSessionStart(report.resolved_at)})` : label;
}

/** An item's reports, newest first; a report made without an account reads « anonyme ». */
export function ItemReportsTable({ reports }: { reports: Report[] }) {
  return (
    <ScrollingTable
      label={a.detailCaption}
      caption={a.detailCaption}
      columns={[a.columnDate, a.columnReason, a.columnMessage, a.columnReporter, a.columnResolution]}
      className="fr-table--no-caption"
    >
      {reports.map((report) => (
        <tr key={report.id}>
          <th scope="row">
            <time dateTime={report.created_at}>{formatSessionStart(report.created_at)}</time>
          </th>
          <td>{r.reasons[report.reason]}</td>
          <td className="cp-multiline">{report.message ?? a.none}</td>
          <td>{report.reporter_id === null ? a.anonymous : a.reporterAccount(report.reporter_id)}</td>
          <td>{resolutionText(report)}</td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
