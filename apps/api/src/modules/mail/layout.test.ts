import { describe, expect, it } from "vitest";
import { escapeHtml, type MailContent, renderHtml, renderText } from "./layout.ts";

const content: MailContent = {
  subject: "Inscription confirmée\u00a0: <Concert> & co",
  preheader: "Samedi",
  heading: "Votre inscription est confirmée",
  greeting: "Bonjour Inès,",
  paragraphs: ["Voici votre billet."],
  details: [["Événement", "<Concert> & co"]],
  action: { label: "Voir mon billet", url: "https://exemple.fr/billet/A?x=1&y=2" },
  image: { cid: "qr@exemple", alt: "QR code du billet ABC", size: 246 },
  footer: ["Vous recevez ce message…"],
  footerLinks: [
    { label: "Ne plus recevoir de rappels", url: "https://exemple.fr/rappels/desactiver#jeton=abc" },
  ],
};

describe("e-mail frame", () => {
  it("escapes every text and address it writes into the HTML", () => {
    const html = renderHtml(content);
    expect(html).not.toContain("<Concert>");
    expect(html).toContain("&lt;Concert&gt; &amp; co");
    expect(html).toContain('href="https://exemple.fr/billet/A?x=1&amp;y=2"');
    expect(escapeHtml(`"'`)).toBe("&quot;&#39;");
  });

  it("is French, titled, with a text alternative for its only image and no remote resource", () => {
    const html = renderHtml(content);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<title>Inscription confirmée\u00a0: &lt;Concert&gt; &amp; co</title>");
    expect(html).toMatch(/<h1[^>]*>Votre inscription est confirmée<\/h1>/);
    expect(html).toContain('alt="QR code du billet ABC"');
    expect(html).not.toMatch(/(src|background)="https?:/);
  });

  it("says the same in plain text, links written out in full", () => {
    const text = renderText(content);
    expect(text).toContain("Bonjour Inès,");
    expect(text).toContain("Événement\u00a0: <Concert> & co");
    expect(text).toContain("Voir mon billet\u00a0:\nhttps://exemple.fr/billet/A?x=1&y=2");
    expect(text).toContain(
      "Ne plus recevoir de rappels\u00a0: https://exemple.fr/rappels/desactiver#jeton=abc",
    );
    expect(text).toContain("QR code du billet ABC");
  });
});
