import { Button } from "@codegouvfr/react-dsfr/Button";

interface FilterActionsProps {
  submitLabel: string;
  resetLabel: string;
  onReset: () => void;
}

/** A list filter's two buttons, last in its fieldset: apply the filters, or clear them all. */
export function FilterActions({ submitLabel, resetLabel, onReset }: FilterActionsProps) {
  return (
    <div className="fr-fieldset__element">
      <ul className="fr-btns-group fr-btns-group--inline-sm">
        <li>
          <Button type="submit">{submitLabel}</Button>
        </li>
        <li>
          <Button type="button" priority="secondary" onClick={onReset}>
            {resetLabel}
          </Button>
        </li>
      </ul>
    </div>
  );
}
