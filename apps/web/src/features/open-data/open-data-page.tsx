import { Summary } from "@codegouvfr/react-dsfr/Summary";
import { SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";
import {
  OPEN_DATA_API_PATH,
  OPEN_DATA_DATASETS,
  OPEN_DATA_LICENCE,
  OPEN_DATA_SOURCE,
} from "@culture-patrimoine/contract/schemas/open-data";
import { Link } from "react-router";
import { useOpenDataCatalog } from "./api/get-open-data-catalog.ts";
import { DatasetSection, datasetAnchor } from "./components/dataset-section.tsx";
import { maxAgeText } from "./utils/open-data-format.ts";

const LICENCE_ANCHOR = "licence";
const CONTENT_ANCHOR = "contenu";
const FORMAT_ANCHOR = "format";

/**
 * /donnees-ouvertes (docs/decisions/023-open-data-export.md): the platform's public facts as CSV
 * files under the Licence Ouverte stated by the legal notice. What each file holds comes from the
 * contract, so the page shows it even when the catalogue (row counts, last changes) cannot be read.
 */
export function OpenDataPage() {
  const catalog = useOpenDataCatalog();
  const figures = new Map(catalog.data?.datasets.map((dataset) => [dataset.id, dataset]));
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row">
        <div className="fr-col-12 fr-col-lg-10">
          <h1>Données ouvertes</h1>
          <p className="fr-text--lead">
            Les informations publiques de {SERVICE_NAME} (événements et leurs séances, programmes, lieux,
            parcours et sites patrimoniaux) sont téléchargeables librement, au format CSV, sous la Licence
            Ouverte.
          </p>
          <Summary
            className="fr-my-4w"
            title="Sommaire"
            links={[
              { text: "Licence et réutilisation", linkProps: { href: `#${LICENCE_ANCHOR}` } },
              { text: "Ce que contiennent les fichiers", linkProps: { href: `#${CONTENT_ANCHOR}` } },
              { text: "Format et mise à jour", linkProps: { href: `#${FORMAT_ANCHOR}` } },
              ...OPEN_DATA_DATASETS.map((dataset) => ({
                text: dataset.title,
                linkProps: { href: `#${datasetAnchor(dataset)}` },
              })),
            ]}
          />

          <section id={LICENCE_ANCHOR} className="fr-mt-5w" aria-labelledby="licence-title">
            <h2 id="licence-title" className="fr-h3">
              Licence et réutilisation
            </h2>
            <p>
              Ces fichiers sont publiés par le ministère de la Culture sous la{" "}
              <a href={OPEN_DATA_LICENCE.url}>{OPEN_DATA_LICENCE.name}</a>. Vous pouvez les reproduire, les
              adapter et les diffuser librement, y compris à des fins commerciales, à condition de mentionner
              leur source («{"\u00a0"}
              {OPEN_DATA_SOURCE}
              {"\u00a0"}») et la date de leur dernière modification, indiquée pour chaque fichier ci-dessous.
            </p>
          </section>

          <section id={CONTENT_ANCHOR} className="fr-mt-5w" aria-labelledby="contenu-title">
            <h2 id="contenu-title" className="fr-h3">
              Ce que contiennent les fichiers
            </h2>
            <p>
              Les fichiers reprennent les faits publiés sur la plateforme{"\u00a0"}: titres et noms,
              catégories, dates et horaires, lieux et adresses, informations pratiques des sites. Les titres
              et les noms sont repris tels que les organisateurs les ont publiés.
            </p>
            <p>Ils ne contiennent pas{"\u00a0"}:</p>
            <ul>
              <li>
                les descriptions et les photographies publiées par les organisateurs, qui restent leurs œuvres
                {"\u00a0"}: comme l’indiquent les{" "}
                <Link to={`${paths.legalNotice.getHref()}#propriete-intellectuelle`}>mentions légales</Link>,
                la Licence Ouverte ne s’y applique pas et leur réutilisation demande l’accord de leurs auteurs
                {"\u00a0;"}
              </li>
              <li>
                l’identité et les coordonnées des organisateurs et des sites (téléphone, courriel){"\u00a0;"}
              </li>
              <li>les inscriptions, ni rien qui concerne les participants{"\u00a0;"}</li>
              <li>les séances annulées, ni les événements dont toutes les séances sont annulées.</li>
            </ul>
          </section>

          <section id={FORMAT_ANCHOR} className="fr-mt-5w" aria-labelledby="format-title">
            <h2 id="format-title" className="fr-h3">
              Format et mise à jour
            </h2>
            <ul>
              <li>
                CSV encodé en UTF-8 avec BOM, colonnes séparées par un point-virgule, première ligne{"\u00a0"}
                : les noms des colonnes. Un tableur l’ouvre tel quel.
              </li>
              <li>
                Dates et heures au format ISO{"\u00a0"}8601, à l’heure de Paris avec son décalage (par exemple{" "}
                <code>2027-03-14T20:30:00+01:00</code>). Nombres avec un point décimal (<code>12.5</code>),
                valeurs booléennes écrites <code>true</code> ou <code>false</code>.
              </li>
              <li>
                Une cellule qui commence par =, +, - ou @ est précédée d’une apostrophe droite ('), pour qu’un
                tableur ne l’exécute pas comme une formule.
              </li>
              <li>
                Les noms des colonnes ne changent pas{"\u00a0"}: des colonnes peuvent s’ajouter, à la fin de
                la ligne d’en-tête.
              </li>
              <li>
                Mise à jour en continu{"\u00a0"}: chaque fichier est produit au moment du téléchargement, à
                partir des données en ligne{"\u00a0;"} un navigateur ou un serveur intermédiaire peut le
                garder jusqu’à {maxAgeText()}.
              </li>
              <li>
                Pour un programme{"\u00a0"}: le{" "}
                <a href={`/api${OPEN_DATA_API_PATH}`}>catalogue des fichiers (JSON)</a> décrit chaque fichier
                et ses colonnes, et la <a href="/api/docs">documentation de l’API (OpenAPI)</a> en donne les
                adresses.
              </li>
            </ul>
          </section>

          {OPEN_DATA_DATASETS.map((dataset) => (
            <DatasetSection
              key={dataset.id}
              dataset={dataset}
              figures={figures.get(dataset.id)}
              figuresState={catalog.status}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
