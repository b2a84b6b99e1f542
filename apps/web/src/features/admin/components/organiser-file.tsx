import { Button } from "@codegouvfr/react-dsfr/Button";
import { MODERATED_KINDS, MODERATION_STATUSES } from "@culture-patrimoine/contract/constants";
import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { organiserAdminMessages as m, moderationMessages } from "@culture-patrimoine/contract/messages";
import type { OrganiserDetail } from "@culture-patrimoine/contract/schemas/organisers";
import type { ReactNode } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { toast } from "../../../lib/toast.ts";
import { useCheckOrganiserIdentity } from "../api/decide-organiser.ts";
import { identifierText, personName, sireneText } from "./organiser-labels.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="fr-text--bold fr-mb-0">{label}</dt>
      <dd className="fr-mb-2w fr-ml-0">{children}</dd>
    </>
  );
}

/** Who the organiser is, what Sirene said (and the button to ask it again), and its content. */
export function OrganiserFile({ organiser }: { organiser: OrganiserDetail }) {
  const check = useCheckOrganiserIdentity();
  const onCheck = () =>
    check.mutate(organiser.id, {
      onSuccess: () => toast.success(m.sireneChecked),
      onError: (error) => toast.error(m.decisionFailed, errorMessage(error, m.decisionFailed)),
    });
  const sirene = organiser.identity_check;
  let sireneNote: string | null = null;
  if (!organiser.siret) sireneNote = organiser.rna ? m.sireneRnaOnly : m.sireneNeedsSiret;
  else if (!organiser.sirene_enabled) sireneNote = m.sireneOff;

  return (
    <>
      <section aria-labelledby="organiser-identity" className="fr-mb-4w">
        <h2 id="organiser-identity">{m.identityTitle}</h2>
        <dl>
          <Fact label={m.structure}>{organiser.organization ?? m.noStructure}</Fact>
          <Fact label={m.person}>{personName(organiser)}</Fact>
          <Fact label={m.email}>{organiser.email}</Fact>
          <Fact label={m.phone}>{organiser.phone ?? m.none}</Fact>
          <Fact label={m.columnIdentifier}>{identifierText(organiser)}</Fact>
          <Fact label={m.description}>{organiser.description ?? m.none}</Fact>
          <Fact label={m.signedUpAt}>
            <time dateTime={organiser.created_at}>{formatSessionStart(organiser.created_at)}</time>
          </Fact>
          {organiser.verified_at ? (
            <Fact label={m.verifiedAt}>
              <time dateTime={organiser.verified_at}>{formatSessionStart(organiser.verified_at)}</time>
            </Fact>
          ) : null}
          {organiser.verification_reason ? (
            <Fact label={m.verificationReason}>{organiser.verification_reason}</Fact>
          ) : null}
          {organiser.suspended_at ? (
            <Fact label={m.suspended}>{formatSessionStart(organiser.suspended_at)}</Fact>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="organiser-sirene" className="fr-mb-4w">
        <h2 id="organiser-sirene">{m.sireneTitle}</h2>
        <p>
          <strong>{sireneText(organiser)}</strong>
          {sirene ? ` — ${m.sireneCheckedAt(formatSessionStart(sirene.checked_at))}` : null}
        </p>
        {sirene?.name ? (
          <p>
            {m.sireneName}&nbsp;: {sirene.name}
            {sirene.city ? ` (${m.sireneCity}\u00a0: ${sirene.city})` : null}
          </p>
        ) : null}
        {sireneNote ? (
          <p className="fr-text--sm">{sireneNote}</p>
        ) : (
          <Button
            priority="secondary"
            iconId="fr-icon-search-line"
            onClick={onCheck}
            disabled={check.isPending}
          >
            {m.sireneCheck}
          </Button>
        )}
      </section>

      <section aria-labelledby="organiser-content" className="fr-mb-4w">
        <h2 id="organiser-content">{m.contentTitle}</h2>
        <div className="fr-table fr-table--no-caption">
          <div className="fr-table__wrapper">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (RGAA 7.3) */}
            <section className="fr-table__container" tabIndex={0} aria-label={m.contentCaption}>
              <div className="fr-table__content">
                <table>
                  <caption>{m.contentCaption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{m.contentKind}</th>
                      {MODERATION_STATUSES.map((status) => (
                        <th scope="col" key={status}>
                          {moderationMessages.status[status]}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {MODERATED_KINDS.map((kind) => (
                      <tr key={kind}>
                        <th scope="row">{m.contentKinds[kind]}</th>
                        {MODERATION_STATUSES.map((status) => (
                          <td key={status}>{organiser.content[kind][status]}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </div>
        </div>
      </section>
    </>
  );
}
