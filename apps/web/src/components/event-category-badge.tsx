import { Badge } from "@codegouvfr/react-dsfr/Badge";
import type { EventCategory } from "@culture-patrimoine/contract/constants";

// One DSFR accent colour per category, so a list can be scanned by kind at a glance.
const categoryClass: Record<EventCategory, string> = {
  Musique: "fr-badge--purple-glycine",
  Exposition: "fr-badge--blue-ecume",
  Visite: "fr-badge--green-emeraude",
  Spectacle: "fr-badge--pink-macaron",
  Conférence: "fr-badge--yellow-tournesol",
};

export function EventCategoryBadge({ category }: { category: EventCategory }) {
  return (
    <Badge as="span" small noIcon className={categoryClass[category]}>
      {category}
    </Badge>
  );
}
