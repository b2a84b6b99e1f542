import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { OwnerActions } from "../../../components/owner-actions.tsx";

interface ParcoursOwnerActionsProps {
  id: number;
  title: string;
  onDelete: () => void;
  deleting: boolean;
}

/** The route owner's Modifier, Ajouter un site and Supprimer. */
export function ParcoursOwnerActions({ id, title, onDelete, deleting }: ParcoursOwnerActionsProps) {
  return (
    <OwnerActions
      editHref={paths.parcoursCreate.getHref({ id })}
      itemLabel={`le parcours ${title}`}
      onDelete={onDelete}
      deleting={deleting}
    >
      <li>
        <Link
          className="fr-btn fr-btn--secondary fr-icon-add-line"
          to={paths.siteCreate.getHref({ parcours_id: id })}
        >
          Ajouter un site
        </Link>
      </li>
    </OwnerActions>
  );
}
