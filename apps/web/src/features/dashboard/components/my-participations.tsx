import { dashboardMessages, participationMessages } from "@culture-patrimoine/contract/messages";
import { TicketsLookupHint } from "../../../components/booking/tickets-lookup-hint.tsx";
import { useMyParticipations } from "../api/get-my-participations.ts";
import { ParticipationList } from "./participation-list.tsx";
import { QuerySection } from "./query-section.tsx";

/** "Mes Participations" (SPEC §2), for participants and for organisers who register too. */
export function MyParticipations({ userId }: { userId: number }) {
  const participations = useMyParticipations(userId);
  const items = participations.data?.items ?? [];
  return (
    <QuerySection
      id="dashboard-participations"
      title="Mes Participations"
      status={participations.status}
      count={items.length}
      emptyText={participationMessages.emptyList}
      emptyHelp={<TicketsLookupHint className="fr-text--sm" />}
      errorText={dashboardMessages.participationsLoadFailed}
    >
      <ParticipationList participations={items} />
    </QuerySection>
  );
}
