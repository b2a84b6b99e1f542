import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { QrCode } from "../../../components/qr-code.tsx";
import { publicOrigin } from "../../../lib/public-url.ts";

const steps = [
  {
    title: "Scannez sur place",
    text: "Chaque site d’un parcours porte un QR code. Visez-le avec l’appareil photo de votre téléphone : aucune application à installer.",
  },
  {
    title: "Lisez son histoire",
    text: "La page du site s’ouvre : son histoire, son architecture, ses horaires, ses services et ce qu’il ne faut pas manquer.",
  },
  {
    title: "Suivez le parcours",
    text: "Le parcours vous indique le site suivant : continuez la visite à votre rythme, d’un lieu à l’autre.",
  },
];

/** How the QR codes on the sites work, with a real code to try (it opens the sites page). */
export function QrExplainer() {
  // An absolute address: a phone's camera knows nothing of the page it was scanned from. The
  // public one (decision 035), which the server knows too when it renders the page.
  const exampleUrl = `${publicOrigin()}${paths.sites.getHref()}`;
  return (
    <section aria-labelledby="qr-title">
      <div className="fr-container fr-py-6w">
        <h2 id="qr-title">Les QR codes, vos guides de visite</h2>
        <div className="fr-grid-row fr-grid-row--gutters fr-grid-row--middle">
          <div className="fr-col-12 fr-col-md-8">
            <ol className="cp-steps">
              {steps.map((step) => (
                <li key={step.title} className="cp-steps__item">
                  <h3 className="fr-h6 fr-mb-1v">{step.title}</h3>
                  <p className="fr-mb-0">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
          <div className="fr-col-12 fr-col-md-4">
            <figure className="cp-qr-example">
              <QrCode
                value={exampleUrl}
                label="QR code d’exemple : il ouvre la liste des sites patrimoniaux"
                size={176}
              />
              <figcaption className="fr-text--sm fr-mt-1w fr-mb-0">
                Essayez : ce code ouvre la <Link to={paths.sites.getHref()}>liste des sites</Link>.
              </figcaption>
            </figure>
          </div>
        </div>
      </div>
    </section>
  );
}
