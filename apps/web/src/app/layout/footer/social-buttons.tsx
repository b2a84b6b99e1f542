// SPEC §2: four social buttons with no behaviour yet. They stay real, labelled buttons (not dead
// links) so that a screen reader announces them properly; the networks' accounts are to come.
const networks = [
  { name: "Facebook", className: "fr-btn--facebook" },
  { name: "X", className: "fr-btn--twitter-x" },
  { name: "Instagram", className: "fr-btn--instagram" },
  { name: "YouTube", className: "fr-btn--youtube" },
] as const;

export function SocialButtons() {
  return (
    // A named section is a landmark: without it, this block is the only content of the page
    // outside every landmark (axe's "region" rule).
    <section className="fr-follow" aria-labelledby="follow-title">
      <div className="fr-container">
        <div className="fr-grid-row">
          <div className="fr-col-12">
            <div className="fr-follow__social">
              <h2 className="fr-h5" id="follow-title">
                Suivez-nous
                <br /> sur les réseaux sociaux
              </h2>
              <ul className="fr-btns-group">
                {networks.map((network) => (
                  <li key={network.name}>
                    <button
                      type="button"
                      className={`fr-btn ${network.className}`}
                      title={`${network.name} (bientôt disponible)`}
                    >
                      {network.name}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
