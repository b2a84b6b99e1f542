import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Badge } from "@codegouvfr/react-dsfr/Badge";
import { lieuMessages, parcoursMessages } from "@culture-patrimoine/contract/messages";
import { parsePathId, paths } from "@culture-patrimoine/contract/routes";
import type {
  OwnParcoursResponse,
  ParcoursDetailResponse,
} from "@culture-patrimoine/contract/schemas/parcours";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { ModerationNotice } from "../../components/moderation-notice.tsx";
import {
  difficultyLabel,
  difficultySeverity,
  formatCount,
  formatDurationInMinutes,
  parcoursImageUrl,
  parcoursStepCount,
} from "../../components/parcours-facts.ts";
import { hasShownPicture, Picture } from "../../components/picture.tsx";
import { RoutePlan } from "../../components/route-plan.tsx";
import { placeLabels } from "../../components/route-plan-labels.ts";
import { errorMessage, isApiError } from "../../lib/api-error.ts";
import { documentTitle } from "../../lib/brand.tsx";
import { deleteWithConfirm } from "../../lib/delete-with-confirm.ts";
import { canManage } from "../../lib/ownership.ts";
import { useSession } from "../../lib/session.ts";
import { useDeleteParcours } from "./api/delete-parcours.ts";
import { useParcours } from "./api/get-parcours.ts";
import { useParcoursPreview } from "./api/get-parcours-preview.ts";
import { ParcoursOwnerActions } from "./components/parcours-owner-actions.tsx";
import { ParcoursSteps } from "./components/parcours-steps.tsx";
import "./parcours-detail-page.css";
import { PageBreadcrumb } from "../../components/page-breadcrumb.tsx";
import { ReportLink } from "../../components/report-link.tsx";

/**
 * /parcours/{id} (SPEC §2): everything about a route and its sites; its owner manages it here. A
 * route the public may not see answers 404; a signed-in reader then asks its preview, which its
 * owner and the administrators get, with the notice of its moderation state above it (issue 29).
 */
export function ParcoursDetailPage() {
  const params = useParams();
  const id = parsePathId(params.id);
  const publicParcours = useParcours(id);
  const signedIn = useSession() !== null;
  const publicMissing =
    publicParcours.isError && isApiError(publicParcours.error) && publicParcours.error.status === 404;
  const preview = useParcoursPreview(id, signedIn && publicMissing);
  const previewMissing =
    !signedIn || (preview.isError && isApiError(preview.error) && preview.error.status === 404);
  const notFound = id === null || (publicMissing && previewMissing);
  // The public answer, or the preview once the public one is known to be missing.
  const parcours = publicMissing ? preview : publicParcours;
  // The route table titles every route page "Parcours"; once known, the page takes the route's name
  // (the server sends the same title in the HTML, docs/decisions/031).
  useEffect(() => {
    if (parcours.data) document.title = documentTitle(parcours.data.title);
    else if (notFound) document.title = documentTitle(parcoursMessages.notFound);
  }, [parcours.data, notFound]);

  if (notFound) return <ParcoursNotFound />;
  if (parcours.isPending) {
    return (
      <div className="fr-container fr-my-6w">
        <p role="status">{parcoursMessages.loading}</p>
      </div>
    );
  }
  if (parcours.isError) {
    return (
      <div className="fr-container fr-my-6w">
        <h1>Parcours</h1>
        <Alert
          severity="error"
          title={parcoursMessages.loadFailed}
          description={errorMessage(parcours.error, "")}
        />
      </div>
    );
  }
  return <ParcoursDetail parcours={parcours.data} preview={preview.data} />;
}

function ParcoursNotFound() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>{parcoursMessages.notFound}</h1>
      <p>Ce parcours n’existe pas ou a été supprimé par son organisateur.</p>
      <Link className="fr-link fr-icon-arrow-left-line fr-link--icon-left" to={paths.parcours.getHref()}>
        Voir tous les parcours
      </Link>
    </div>
  );
}

/** `preview`: the route as its owner or an administrator reads it while the public does not. */
function ParcoursDetail({
  parcours,
  preview,
}: {
  parcours: ParcoursDetailResponse;
  preview?: OwnParcoursResponse;
}) {
  const acting = useMyOrganisations().data?.acting;
  const navigate = useNavigate();
  const remove = useDeleteParcours();
  // A route's column holds the bare file name (SPEC §7), served under /uploads.
  const image = parcoursImageUrl(parcours.image);
  // The route starts at its venue: a link to the venue's page, with its other routes and events.
  const place = parcours.Lieu ? (
    <Link to={paths.lieuDetail.getHref(parcours.Lieu.id)}>
      {`${parcours.Lieu.nom}, ${parcours.Lieu.ville} (${parcours.Lieu.pays})`}
    </Link>
  ) : (
    lieuMessages.noLieu
  );

  const onDelete = async () => {
    const deleted = await deleteWithConfirm(
      {
        confirm: parcoursMessages.deleteConfirm,
        success: parcoursMessages.deleteSuccess,
        failed: parcoursMessages.deleteFailed,
      },
      () => remove.mutateAsync(parcours.id),
    );
    if (deleted) await navigate(paths.parcours.getHref());
  };

  return (
    <div className="fr-container fr-mb-6w">
      {preview && (
        <div className="fr-mt-4w">
          <ModerationNotice
            status={preview.moderation_status}
            reason={preview.moderation_reason}
            ownerSuspended={preview.owner_suspended}
          />
        </div>
      )}
      <PageBreadcrumb
        segments={[{ label: "Parcours", to: paths.parcours.getHref() }]}
        currentPageLabel={parcours.title}
      />
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-md-5">
          {hasShownPicture(image) ? (
            <Picture
              className="fr-responsive-img cp-parcours-image"
              image={image}
              alt={parcours.image_alt}
              sizes="(min-width: 48em) 40vw, 100vw"
              lazy={false}
            />
          ) : (
            // Without a picture, the route's own plan: its steps numbered and named, in order.
            <RoutePlan
              className="cp-parcours-image"
              sites={parcours.Sites}
              placeNames={placeLabels}
              label={planLabel(parcours.Sites.map((site) => site.name))}
            />
          )}
        </div>
        <div className="fr-col-12 fr-col-md-7">
          <ul className="fr-badges-group fr-mb-1w">
            <li>
              <Badge severity={difficultySeverity(parcours.difficulty)}>
                {`Difficulté\u00a0: ${difficultyLabel(parcours.difficulty)}`}
              </Badge>
            </li>
          </ul>
          <h1 className="fr-mb-2w">{parcours.title}</h1>
          <p className="fr-tag fr-mb-3w">
            <span className="fr-sr-only">Thème : </span>
            {parcours.theme}
          </p>
          <dl className="cp-facts-list">
            <div>
              <dt>Lieu</dt>
              <dd>{place}</dd>
            </div>
            <div>
              <dt>Durée</dt>
              <dd>{formatDurationInMinutes(parcours.duration)}</dd>
            </div>
            <div>
              <dt>Étapes</dt>
              <dd>{formatCount(parcoursStepCount(parcours), "site", "sites")}</dd>
            </div>
          </dl>
          {canManage(acting, parcours.organisation_id) && (
            <ParcoursOwnerActions
              id={parcours.id}
              title={parcours.title}
              onDelete={onDelete}
              deleting={remove.isPending}
            />
          )}
        </div>
      </div>

      <section className="fr-mt-6w" aria-labelledby="parcours-about">
        <h2 id="parcours-about">À propos de ce parcours</h2>
        <p className="cp-multiline">{parcours.description}</p>
      </section>

      <section className="fr-mt-6w" aria-labelledby="parcours-steps">
        <h2 id="parcours-steps">Les étapes du parcours</h2>
        <ParcoursSteps sites={parcours.Sites} />
      </section>
      {preview ? null : <ReportLink kind="parcours" id={parcours.id} title={parcours.title} />}
    </div>
  );
}

/** What the plan shows, for screen readers: « Plan du parcours en 3 étapes : A, puis B, puis C ». */
export function planLabel(names: readonly string[]): string {
  if (names.length === 0) return "Plan du parcours, sans étape pour l’instant";
  const count = formatCount(names.length, "étape", "étapes");
  return `Plan du parcours en ${count}\u00a0: ${names.join(", puis ")}`;
}
