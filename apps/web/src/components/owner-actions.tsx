import { Button } from "@codegouvfr/react-dsfr/Button";
import { Link } from "react-router";

interface OwnerActionsProps {
  editHref: string;
  /** What the buttons act on, for screen readers ("le lieu Musée des Beaux-Arts"). */
  itemLabel: string;
  onDelete: () => void;
  deleting: boolean;
  /** Extra actions placed between Modifier and Supprimer (the route's "Ajouter un site"). */
  children?: React.ReactNode;
}

/**
 * The owner's Modifier and Supprimer (DESIGN.md §5: shown to the owner only). In a list every item
 * has them, so each button's name says which item it acts on while showing the short word.
 */
export function OwnerActions({ editHref, itemLabel, onDelete, deleting, children }: OwnerActionsProps) {
  return (
    <ul className="fr-btns-group fr-btns-group--inline fr-btns-group--sm fr-btns-group--icon-left">
      <li>
        <Link className="fr-btn fr-btn--secondary fr-icon-edit-line" to={editHref}>
          Modifier<span className="fr-sr-only"> {itemLabel}</span>
        </Link>
      </li>
      {children}
      <li>
        <Button
          priority="tertiary"
          iconId="fr-icon-delete-line"
          onClick={onDelete}
          disabled={deleting}
          className="cp-danger-button"
        >
          Supprimer<span className="fr-sr-only"> {itemLabel}</span>
        </Button>
      </li>
    </ul>
  );
}
