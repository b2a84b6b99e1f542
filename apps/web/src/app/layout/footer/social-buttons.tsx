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
    <div className="fr-follow">
      <div className="fr-container">
        <div className="fr-grid-row">
          <div className="fr-col-12">
            <div className="fr-follow__social">
              <h2 className="fr-h5">
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
    </div>
  );
}
