import { Tile } from "@codegouvfr/react-dsfr/Tile";
import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { AdminLayout } from "./components/admin-side-menu.tsx";

/** /admin: the administration's home, for administrators (the route's guard sends others away). */
export function AdminHomePage() {
  return (
    <AdminLayout current={null}>
      <h1>{m.title}</h1>
      <p>{m.homeIntro}</p>
      <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
        <li className="fr-col-12 fr-col-sm-6">
          <Tile
            title={m.auditLogTitle}
            desc={m.auditLogDescription}
            linkProps={{ to: paths.adminAuditLog.getHref() }}
            orientation="horizontal"
            titleAs="h2"
          />
        </li>
        <li className="fr-col-12 fr-col-sm-6">
          <Tile
            title={m.figuresTitle}
            desc={m.figuresDescription}
            linkProps={{ to: paths.adminFigures.getHref() }}
            orientation="horizontal"
            titleAs="h2"
          />
        </li>
      </ul>
    </AdminLayout>
  );
}
