import { Card } from "@codegouvfr/react-dsfr/Card";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ProgramResponse } from "@culture-patrimoine/contract/schemas/program";
import { Link } from "react-router";
import { eventPlace, formatDay } from "../../../components/event-format.ts";
import { OwnerActions } from "../../../components/owner-actions.tsx";
import { formatTimeRange } from "../utils/program-time.ts";

interface ProgramListItemProps {
  program: ProgramResponse;
  /** The organiser of the line's event sees Modifier and Supprimer. */
  canManage: boolean;
  onDelete: (program: ProgramResponse) => void;
  deleting: boolean;
}

/** One programme line: title, French date, start – end, its event and place. */
export function ProgramListItem({ program, canManage, onDelete, deleting }: ProgramListItemProps) {
  return (
    <Card
      title={program.title}
      titleAs="h2"
      size="small"
      desc={program.description ?? undefined}
      start={
        <ul className="fr-tags-group">
          <li>
            <p className="fr-tag fr-tag--sm fr-icon-calendar-line fr-tag--icon-left">
              {formatDay(program.date)}
            </p>
          </li>
          <li>
            <p className="fr-tag fr-tag--sm fr-icon-time-line fr-tag--icon-left">
              {formatTimeRange(program.start_time, program.end_time)}
            </p>
          </li>
          {program.category && (
            <li>
              <p className="fr-tag fr-tag--sm">{program.category}</p>
            </li>
          )}
        </ul>
      }
      end={
        <>
          {/* A card detail is a flex box: each line is its own paragraph, text kept in one span. */}
          <p className="fr-card__detail fr-icon-calendar-event-line">
            <span>
              Événement : <Link to={paths.eventDetail.getHref(program.event.id)}>{program.event.title}</Link>
            </span>
          </p>
          <p className="fr-card__detail fr-icon-map-pin-2-line">{eventPlace(program.event.lieu)}</p>
        </>
      }
      footer={
        canManage ? (
          <OwnerActions
            editHref={paths.programEdit.getHref(program.id)}
            itemLabel={`le programme ${program.title}`}
            onDelete={() => onDelete(program)}
            deleting={deleting}
          />
        ) : undefined
      }
    />
  );
}
