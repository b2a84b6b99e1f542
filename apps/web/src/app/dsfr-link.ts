import { setLink } from "@codegouvfr/react-dsfr/link";
import { Link } from "react-router";

/**
 * The DSFR's components draw their links with the router's Link, in the browser and on the server
 * alike, from the first render on (startReactDsfr, which also registers it, runs in the browser
 * only, after hydration: main.tsx). react-dsfr's own wrapper hands the Link `to` whatever the
 * component was given, which its type for setLink does not say.
 */
export function registerDsfrLink(): void {
  setLink({ Link: Link as unknown as Parameters<typeof setLink>[0]["Link"] });
}
