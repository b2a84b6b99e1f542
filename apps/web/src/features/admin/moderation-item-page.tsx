import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { adminMessages, moderationMessages as m } from "@culture-patrimoine/contract/messages";
import { parsePathId, paths } from "@culture-patrimoine/contract/routes";
import {
  type ModerationItemDetail,
  moderatedKindSchema,
} from "@culture-patrimoine/contract/schemas/moderation";
import { Link, useParams } from "react-router";
import { ModerationBadge } from "../../components/moderation-badge.tsx";
import { PAGE_PICTURE_SIZES, Picture } from "../../components/picture.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { toast } from "../../lib/toast.ts";
import {
  type ContentDecision,
  useChangeSuspension,
  useDecideOnContent,
  useModerationItem,
} from "./api/moderation.ts";
import { AdminLayout } from "./components/admin-side-menu.tsx";
import { ReasonDecisionForm } from "./components/reason-decision-form.tsx";

/** Which decisions apply to each state, as the server allows them (moderation-decisions.ts). */
const DECISIONS_BY_STATUS: Record<ModerationItemDetail["moderation_status"], ContentDecision[]> = {
  pending: ["approve", "refuse"],
  published: ["unpublish"],
  refused: ["approve"],
  unpublished: ["approve"],
};

const DECISION_TEXTS: Record<ContentDecision, { title: string; intro: string; reasonRequired: boolean }> = {
  approve: { title: m.approve, intro: m.approveIntro, reasonRequired: false },
  refuse: { title: m.refuse, intro: m.refuseIntro, reasonRequired: true },
  unpublish: { title: m.unpublish, intro: m.unpublishIntro, reasonRequired: true },
};

/** /admin/moderation/{kind}/{id}: the preview, its reports and history, and the decisions that apply. */
export function ModerationItemPage() {
  const params = useParams();
  const kind = moderatedKindSchema.safeParse(params.kind);
  const id = parsePathId(params.id);
  const here = paths.adminModeration.getHref();
  if (!kind.success || id === null) {
    return (
      <AdminLayout current={here}>
        <Alert severity="error" title={m.itemLoadFailed} description="" />
      </AdminLayout>
    );
  }
  return (
    <AdminLayout current={here}>
      <ItemPreview kind={kind.data} id={id} />
    </AdminLayout>
  );
}

function ItemPreview({ kind, id }: { kind: ModerationItemDetail["kind"]; id: number }) {
  const item = useModerationItem(kind, id);
  const decide = useDecideOnContent();
  const suspension = useChangeSuspension();

  if (item.isPending) return <p role="status">{m.itemLoading}</p>;
  if (item.isError) {
    return <Alert severity="error" title={m.itemLoadFailed} description={errorMessage(item.error, "")} />;
  }
  const data = item.data;
  const decisions = DECISIONS_BY_STATUS[data.moderation_status];

  return (
    <>
      <p>
        <Link
          to={paths.adminModeration.getHref()}
          className="fr-link fr-icon-arrow-left-line fr-link--icon-left"
        >
          {m.backToQueue}
        </Link>
      </p>
      <p className="fr-mb-1w">{m.kinds[data.kind] ?? data.kind}</p>
      <h1>{data.title}</h1>
      <ModerationBadge status={data.moderation_status} always />
      {data.moderation_reason && (
        <p className="fr-mt-1w">
          <strong>{m.reasonLabel}</strong> {data.moderation_reason}
        </p>
      )}
      <p className="fr-mt-2w">
        <Link to={data.path} className="fr-link">
          {m.seePage}
        </Link>
      </p>

      <div className="fr-grid-row fr-grid-row--gutters fr-mt-2w">
        <div className="fr-col-12 fr-col-lg-7">
          {/* Its width and height reserve its space: the facts below stay put when the file arrives. */}
          <Picture
            image={data.image_url}
            alt={data.image_alt}
            sizes={PAGE_PICTURE_SIZES}
            lazy={false}
            className="fr-responsive-img fr-mb-2w"
          />
          <dl>
            {data.facts.map((fact) => (
              <div key={fact.label} className="fr-mb-1w">
                <dt className="fr-text--bold fr-mb-0">{fact.label}</dt>
                <dd className="fr-ml-0">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {data.description && <p className="fr-mt-2w">{data.description}</p>}

          <h2 className="fr-h4 fr-mt-4w">{m.ownerTitle}</h2>
          <p>
            {data.owner.organization && (
              <>
                <strong>{data.owner.organization}</strong>
                <br />
              </>
            )}
            {data.owner.name} · {data.owner.email}
            <br />
            {m.ownerVerification}
            {"\u00a0: "}
            {data.owner.verification_status ? m.verification[data.owner.verification_status] : "—"}
          </p>
          {data.owner.verification_status !== null && (
            <p>
              <Link to={paths.adminOrganiser.getHref(data.owner.id)} className="fr-link">
                {m.ownerFile}
              </Link>
            </p>
          )}
          {data.owner.suspended && (
            <p className="fr-badge fr-badge--error fr-badge--no-icon">{m.ownerSuspendedBadge}</p>
          )}

          <h2 className="fr-h4 fr-mt-4w">{m.reportsTitle}</h2>
          {data.reports.length === 0 ? (
            <p>{m.reportsNone}</p>
          ) : (
            <ul>
              {data.reports.map((report) => (
                <li key={report.id}>
                  <time dateTime={report.created_at}>{formatSessionStart(report.created_at)}</time>
                  {" — "}
                  {report.reason}
                  {report.message ? `\u00a0: ${report.message}` : ""}
                </li>
              ))}
            </ul>
          )}

          <h2 className="fr-h4 fr-mt-4w">{m.historyTitle}</h2>
          {data.history.length === 0 ? (
            <p>{m.historyNone}</p>
          ) : (
            <ul>
              {data.history.map((entry) => (
                <li key={`${entry.created_at}-${entry.action}`}>
                  <time dateTime={entry.created_at}>{formatSessionStart(entry.created_at)}</time>
                  {" — "}
                  {adminMessages.actionLabels[entry.action] ?? entry.action}
                  {entry.actor_email ? ` (${entry.actor_email})` : ""}
                  {entry.reason ? `\u00a0: ${entry.reason}` : ""}
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="fr-col-12 fr-col-lg-5">
          <h2 className="fr-h4">{m.decisionsTitle}</h2>
          {decisions.map((decision) => (
            <ReasonDecisionForm
              key={`${data.moderation_status}-${decision}`}
              title={DECISION_TEXTS[decision].title}
              intro={DECISION_TEXTS[decision].intro}
              submitLabel={DECISION_TEXTS[decision].title}
              reasonRequired={DECISION_TEXTS[decision].reasonRequired}
              priority={decision === "approve" ? "primary" : "secondary"}
              onDecide={async (body) => {
                await decide.mutateAsync({ kind, id, decision, body });
                toast.success(m.decided[decision]);
              }}
            />
          ))}
          {data.owner.suspended ? (
            <ReasonDecisionForm
              title={m.reinstate}
              intro={m.reinstateIntro}
              submitLabel={m.reinstate}
              reasonRequired={false}
              priority="secondary"
              onDecide={async (body) => {
                await suspension.mutateAsync({ userId: data.owner.id, action: "reinstate", body });
                toast.success(m.reinstated);
              }}
            />
          ) : (
            <ReasonDecisionForm
              title={m.suspend}
              intro={m.suspendIntro}
              submitLabel={m.suspend}
              reasonRequired
              priority="secondary"
              onDecide={async (body) => {
                await suspension.mutateAsync({ userId: data.owner.id, action: "suspend", body });
                toast.success(m.suspended);
              }}
            />
          )}
        </div>
      </div>
    </>
  );
}
