import { useQuery } from "@tanstack/react-query";
import { useSession } from "../lib/session.ts";
import { myOrganisationsQueryOptions } from "./my-organisations-query.ts";

/** The signed-in member's organisations; nothing is fetched without a session. */
export function useMyOrganisations() {
  const session = useSession();
  return useQuery({ ...myOrganisationsQueryOptions(), enabled: session !== null });
}
