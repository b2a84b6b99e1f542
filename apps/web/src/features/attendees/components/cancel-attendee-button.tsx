import { attendeeMessages as m } from "@culture-patrimoine/contract/messages";

/**
 * « Annuler l’inscription » of one registration, the table's and the card's. aria-disabled while
 * the request runs, not disabled: a disabled button drops the focus it holds to <body>.
 */
export function CancelAttendeeButton({
  name,
  busy,
  onCancel,
}: {
  name: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <button
      type="button"
      className="fr-btn fr-btn--tertiary fr-btn--sm cp-danger-button"
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onCancel();
      }}
    >
      {m.cancelRegistration} <span className="fr-sr-only">de {name}</span>
    </button>
  );
}
