import "./how-it-works.css";

const steps = [
  {
    title: "Choisissez un parcours",
    text: "Un thème, une ville, une durée\u00a0: trouvez la balade culturelle qui vous ressemble.",
  },
  {
    title: "Suivez le guide",
    text: "D’étape en étape, scannez le QR code de chaque site pour en découvrir l’histoire.",
  },
  {
    title: "Découvrez et partagez",
    text: "Racontez votre visite et faites découvrir le patrimoine qui vous a marqué.",
  },
] as const;

/** SPEC §2's three-step explainer of the route list. */
export function HowItWorks() {
  return (
    <section className="fr-mt-8w" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">Comment ça marche ?</h2>
      <ol className="fr-grid-row fr-grid-row--gutters cp-plain-list cp-how-it-works">
        {steps.map((step, index) => (
          <li key={step.title} className="fr-col-12 fr-col-md-4">
            <div className="fr-tile fr-tile--no-icon cp-how-step">
              <div className="fr-tile__body">
                <div className="fr-tile__content">
                  <p className="fr-badge fr-badge--info fr-badge--no-icon fr-mb-1w" aria-hidden="true">
                    {index + 1}
                  </p>
                  <h3 className="fr-tile__title">
                    <span className="fr-sr-only">Étape {index + 1} : </span>
                    {step.title}
                  </h3>
                  <p className="fr-tile__desc">{step.text}</p>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
