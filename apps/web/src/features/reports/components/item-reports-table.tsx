import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { reportAdminMessages as a, reportMessages as r } from "@culture-patrimoine/contract/messages";
import type { Report } from "@culture-patrimoine/contract/schemas/reports";

function resolutionText(report: Report): string {
  if (report.resolution === null) return a.open;
  const label = a.resolutions[report.resolution] ?? report.resolution;
  return report.resolved_at ? `${label} (${formatSessionStart(report.resolved_at)})` : label;
}

/** An item's reports, newest first; a report made without an account reads « anonyme ». */
export function ItemReportsTable({ reports }: { reports: Report[] }) {
  return (
    <div className="fr-table fr-table--no-caption">
      <div className="fr-table__wrapper">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (RGAA 7.3) */}
        <section className="fr-table__container" tabIndex={0} aria-label={a.detailCaption}>
          <div className="fr-table__content">
            <table>
              <caption>{a.detailCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{a.columnDate}</th>
                  <th scope="col">{a.columnReason}</th>
                  <th scope="col">{a.columnMessage}</th>
                  <th scope="col">{a.columnReporter}</th>
                  <th scope="col">{a.columnResolution}</th>
                </tr>
              </thead>
              <tbody>
                {reports.map((report) => (
                  <tr key={report.id}>
                    <th scope="row">
                      <time dateTime={report.created_at}>{formatSessionStart(report.created_at)}</time>
                    </th>
                    <td>{r.reasons[report.reason]}</td>
                    <td className="cp-multiline">{report.message ?? a.none}</td>
                    <td>
                      {report.reporter_id === null ? a.anonymous : a.reporterAccount(report.reporter_id)}
                    </td>
                    <td>{resolutionText(report)}</td>
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
