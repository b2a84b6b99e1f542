import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { dashboardMessages } from "@culture-patrimoine/contract/messages";
import type { Dashboard } from "@culture-patrimoine/contract/schemas/dashboard";

interface DashboardCountersProps {
  counters: Dashboard | undefined;
  status: "pending" | "error" | "success";
}

/** SPEC §2's four counters; "Participants Total" counts the places registered to one's events. */
export function DashboardCounters({ counters, status }: DashboardCountersProps) {
  if (status === "error") return <Alert severity="error" small description={dashboardMessages.loadFailed} />;
  const items = [
    { label: "Mes Événements", value: counters?.events },
    { label: "Participants Total", value: counters?.participants_total },
    { label: "Mes Lieux", value: counters?.lieux },
    { label: "Mes Participations", value: counters?.participations },
  ];
  return (
    <ul
      className="fr-grid-row fr-grid-row--gutters cp-plain-list"
      aria-label="Chiffres clés"
      aria-busy={!counters}
    >
      {items.map((item) => (
        <li key={item.label} className="fr-col-6 fr-col-md-3">
          <p className="cp-stat fr-mb-0">
            <span className="cp-stat__value">{item.value ?? "…"}</span>
            <span className="cp-stat__label">{item.label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
