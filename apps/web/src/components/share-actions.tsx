import { Button } from "@codegouvfr/react-dsfr/Button";
import { shareMessages as m } from "@culture-patrimoine/contract/messages";
import { toast } from "../lib/toast.ts";

interface ShareActionsProps {
  /** What is shared (the page's title). */
  title: string;
  /** The page's absolute address. */
  url: string;
}

/** The e-mail that shares a page: its title as the subject, a line and the address as the body. */
export function shareMailto(title: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(m.emailBody(title, url))}`;
}

/**
 * « Partager »: the device's own share sheet where there is one (Web Share API: phones, some
 * desktops), else the address copied to the clipboard with a French confirmation; and a plain
 * e-mail link, which works everywhere, even without JavaScript's help.
 */
export function ShareActions({ title, url }: ShareActionsProps) {
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.copied, m.copiedDescription);
    } catch {
      toast.error(m.copyFailed);
    }
  };
  return (
    <ul className="fr-btns-group fr-btns-group--inline fr-btns-group--sm fr-btns-group--icon-left cp-share-actions">
      <li>
        <Button priority="tertiary" iconId="fr-icon-share-line" onClick={() => void share()}>
          {m.share}
        </Button>
      </li>
      <li>
        <a className="fr-btn fr-btn--tertiary-no-outline fr-icon-mail-line" href={shareMailto(title, url)}>
          {m.shareByEmail}
        </a>
      </li>
    </ul>
  );
}
