import { organisationGateMessages as m } from "@culture-patrimoine/contract/messages";
import type { MyOrganisations } from "@culture-patrimoine/contract/schemas/organisation";
import type { ReactNode } from "react";
import { mayAct } from "../lib/ownership.ts";
import { FormPageLoadError } from "./form-page-layout.tsx";
import { FormRefusal } from "./form-refusal.tsx";

/** The state of GET /api/organisations (useMyOrganisations), as a page received it. */
interface OrganisationsState {
  isPending: boolean;
  error: Error | null;
  data?: MyOrganisations | undefined;
}

interface GateOptions {
  /** What the page does: edit the programme, or welcome visitors at the door. */
  action: "content" | "door";
  /** The page's own loading state, shown until the server says whom the session acts for. */
  loading: ReactNode;
  /** The page's title and words for an account that acts for no organisation (SPEC's texts). */
  title: string;
  description: string;
  /** A participant account is told where organiser accounts are offered. */
  participant: boolean;
}

/**
 * What an organiser's page shows instead of itself (issue 30): its loading state until the acting
 * organisation is known (no flash of a refusal), then why it is refused, no organisation or a role
 * that does not allow `action`; null when the member may use it. The server decides anyway.
 */
export function organisationGate(
  organisations: OrganisationsState,
  { action, loading, title, description, participant }: GateOptions,
): ReactNode {
  if (organisations.error)
    return <FormPageLoadError title={m.loadFailed} description={organisations.error.message} />;
  if (organisations.isPending || !organisations.data) return loading;
  const { acting } = organisations.data;
  if (mayAct(acting, action)) return null;
  if (acting === null) {
    return (
      <FormRefusal
        title={title}
        description={description}
        detail={m.noOrganisation}
        offerOrganiserPlan={participant}
      />
    );
  }
  return <FormRefusal title={m.roleTitle} description={m.contentRefused(acting.role)} />;
}
