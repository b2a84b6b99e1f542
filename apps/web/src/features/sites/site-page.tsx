import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { siteMessages } from "@culture-patrimoine/contract/messages";
import { parsePathId, paths } from "@culture-patrimoine/contract/routes";
import type { SiteDetailResponse, SitePreviewResponse } from "@culture-patrimoine/contract/schemas/site";
import { decodeServices } from "@culture-patrimoine/contract/site-services";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { ModerationNotice } from "../../components/moderation-notice.tsx";
import { PAGE_PICTURE_SIZES, Picture } from "../../components/picture.tsx";
import { errorMessage, isApiError } from "../../lib/api-error.ts";
import { documentTitle } from "../../lib/brand.tsx";
import { canManage } from "../../lib/ownership.ts";
import { useSession } from "../../lib/session.ts";
import { useSite } from "./api/get-site.ts";
import { useSitePreview } from "./api/get-site-preview.ts";
import { SiteFacts } from "./components/site-facts.tsx";
import { SiteQrCode } from "./components/site-qr-code.tsx";
import { SiteStepNav } from "./components/site-step-nav.tsx";
import "./site-page.css";
import { PageBreadcrumb } from "../../components/page-breadcrumb.tsx";
import { ReportLink } from "../../components/report-link.tsx";

/**
 * /sites/{id} (issue 14): everything known about a heritage site, and where it stands in its route
 * (« Étape 3 sur 7 », previous and next sites). Its QR code, posted on the spot, opens this page.
 * A site the public may not see answers 404; a signed-in reader then asks its preview, which its
 * owner and the administrators get, with the notice of its moderation state above it (issue 29).
 */
export function SitePage() {
  const id = parsePathId(useParams().id);
  const publicSite = useSite(id);
  const signedIn = useSession() !== null;
  const publicMissing = publicSite.isError && isApiError(publicSite.error) && publicSite.error.status === 404;
  const preview = useSitePreview(id, signedIn && publicMissing);
  const previewMissing =
    !signedIn || (preview.isError && isApiError(preview.error) && preview.error.status === 404);
  const notFound = id === null || (publicMissing && previewMissing);
  // The public answer, or the preview once the public one is known to be missing.
  const site = publicMissing ? preview : publicSite;
  // The route table titles every site page "Site"; once known, the page takes the site's name
  // (the server sends the same title in the HTML, docs/decisions/031).
  useEffect(() => {
    if (site.data) document.title = documentTitle(site.data.name);
    else if (notFound) document.title = documentTitle(siteMessages.notFound);
  }, [site.data, notFound]);

  if (notFound) return <SiteNotFound />;
  if (site.isError) {
    return (
      <div className="fr-container fr-my-6w">
        <h1>Site</h1>
        <Alert severity="error" title={siteMessages.loadFailed} description={errorMessage(site.error, "")} />
      </div>
    );
  }
  if (!site.data) {
    return (
      <div className="fr-container fr-my-6w" aria-busy="true">
        <p role="status">{siteMessages.loading}</p>
      </div>
    );
  }
  return <SiteDetail site={site.data} preview={preview.data} />;
}

function SiteNotFound() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>{siteMessages.notFound}</h1>
      <p>{siteMessages.notFoundHint}</p>
      <Link className="fr-link fr-icon-arrow-left-line fr-link--icon-left" to={paths.sites.getHref()}>
        Voir tous les sites
      </Link>
    </div>
  );
}

/** `preview`: the site as its owner or an administrator reads it while the public does not. */
function SiteDetail({ site, preview }: { site: SiteDetailResponse; preview?: SitePreviewResponse }) {
  const acting = useMyOrganisations().data?.acting;
  const services = decodeServices(site.services);
  return (
    <div className="fr-container fr-mb-8w">
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
        segments={[{ label: "Sites", to: paths.sites.getHref() }]}
        currentPageLabel={site.name}
      />
      {site.step && <SiteStepNav step={site.step} />}
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-md-7">
          <p className="fr-tag fr-mb-1w">
            <span className="fr-sr-only">Catégorie : </span>
            {site.categorie}
          </p>
          <h1 className="fr-mb-3w">{site.name}</h1>
          {/* Its 16:9 frame is kept before the file arrives: nothing below it moves (CLS 0). */}
          <Picture
            image={site.image}
            alt={site.image_alt}
            sizes={PAGE_PICTURE_SIZES}
            lazy={false}
            className="cp-card-picture fr-mb-3w"
          />
          <p className="cp-multiline fr-text--lg">{site.description}</p>
          {services.length > 0 && (
            <section aria-labelledby="site-services" className="fr-mt-4w">
              <h2 id="site-services" className="fr-h5">
                Services
              </h2>
              <ul className="fr-tags-group">
                {services.map((service) => (
                  <li key={service}>
                    <p className="fr-tag fr-tag--blue-ecume">{service}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {site.points_interet && (
            <section aria-labelledby="site-highlights" className="fr-mt-4w">
              <h2 id="site-highlights" className="fr-h5">
                Points d’intérêt
              </h2>
              <p className="cp-multiline">{site.points_interet}</p>
            </section>
          )}
        </div>
        <aside className="fr-col-12 fr-col-md-5" aria-labelledby="site-facts-title">
          <div className="cp-site-page__facts fr-p-3w">
            <h2 id="site-facts-title" className="fr-h5">
              Informations pratiques
            </h2>
            <SiteFacts site={site} />
            <SiteQrCode id={site.id} name={site.name} />
            {canManage(acting, site.organisation_id) && (
              <Link
                className="fr-btn fr-btn--secondary fr-btn--sm fr-btn--icon-left fr-icon-edit-line fr-mt-2w"
                to={paths.siteEdit.getHref(site.id)}
              >
                Modifier<span className="fr-sr-only"> le site {site.name}</span>
              </Link>
            )}
          </div>
        </aside>
      </div>
      {preview ? null : <ReportLink kind="site" id={site.id} title={site.name} />}
    </div>
  );
}
