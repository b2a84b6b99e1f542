import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { eventFilterMessages as f } from "@culture-patrimoine/contract/messages";
import { useState } from "react";
import "./event-filters.css";
import { roundedPosition } from "../utils/event-filters.ts";

type Status = { kind: "idle" } | { kind: "locating" } | { kind: "failed"; message: string };

interface NearMeSortProps {
  /** Sorted by distance now. */
  active: boolean;
  onPosition: (position: { lat: number; lon: number }) => void;
  onDateSort: () => void;
}

/** The French explanation of a refused or failed position (GeolocationPositionError codes). */
export function geolocationMessage(code: number | "unsupported"): string {
  if (code === "unsupported") return f.geolocationUnsupported;
  return code === 1 ? f.geolocationDenied : f.geolocationUnavailable;
}

/**
 * « Trier par : Date | Près de moi ». The browser is asked for the position only when the visitor
 * clicks « Près de moi » (never on load); a refusal is explained and the list stays by date. The
 * position goes in the address, rounded to about 100 m, so reload and back keep the sort.
 */
export function NearMeSort({ active, onPosition, onDateSort }: NearMeSortProps) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const locate = () => {
    if (!("geolocation" in navigator)) {
      setStatus({ kind: "failed", message: geolocationMessage("unsupported") });
      return;
    }
    setStatus({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus({ kind: "idle" });
        onPosition(roundedPosition(position.coords.latitude, position.coords.longitude));
      },
      (error) => setStatus({ kind: "failed", message: geolocationMessage(error.code) }),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  };
  return (
    <div className="cp-near-me">
      <fieldset className="cp-near-me__buttons">
        <legend className="fr-text--sm fr-mb-0 cp-near-me__legend">{f.sortLegend}</legend>
        <Button
          size="small"
          priority={active ? "secondary" : "primary"}
          aria-pressed={!active}
          onClick={() => {
            setStatus({ kind: "idle" });
            onDateSort();
          }}
        >
          {f.sortDate}
        </Button>
        <Button
          size="small"
          priority={active ? "primary" : "secondary"}
          iconId="fr-icon-map-pin-user-line"
          aria-pressed={active}
          // aria-disabled, not disabled: a disabled button drops the focus it holds to <body>.
          aria-disabled={status.kind === "locating"}
          onClick={locate}
        >
          {f.nearMe}
        </Button>
      </fieldset>
      <p className="fr-text--sm fr-mb-0 fr-mt-1w cp-near-me__status" aria-live="polite">
        {status.kind === "locating" ? f.locating : active ? f.sortedByDistance : ""}
      </p>
      {status.kind === "failed" && (
        <Alert className="fr-mt-2w" severity="warning" small description={status.message} closable={false} />
      )}
    </div>
  );
}
