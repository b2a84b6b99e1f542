import { emailTexts as t } from "@culture-patrimoine/contract/email-texts";

// One frame for every e-mail: the same content gives the HTML part and the plain-text part, so
// they never say different things. The HTML is a single column of tables with inline styles (what
// mail clients understand), in French (lang="fr"), inside an "article" (what screen readers of
// webmail expect of a message: a page's own landmarks belong to the client), with real headings, visible link texts, a text
// alternative for the QR code, and no remote image or tracking of any kind.

export interface MailLink {
  label: string;
  url: string;
}

export interface MailContent {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** Label / value lines (event, session, place…). */
  details?: Array<[label: string, value: string]>;
  /** The main button. */
  action?: MailLink;
  /** An image attached to the message (the ticket's QR code), shown after the button. */
  image?: { cid: string; alt: string /** Its width and height in pixels, shown as is. */; size: number };
  after?: string[];
  links?: MailLink[];
  /** Why the person receives it; links such as « no more reminders ». */
  footer: string[];
  footerLinks?: MailLink[];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const BLUE = "#000091";
const TEXT = "#161616";
const GREY = "#3a3a3a";
const FONT = "Marianne, Arial, Helvetica, sans-serif";

function paragraph(text: string, style = ""): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;${style}">${escapeHtml(text)}</p>`;
}

function link(item: MailLink, style = ""): string {
  return `<a href="${escapeHtml(item.url)}" style="color:${BLUE};text-decoration:underline;${style}">${escapeHtml(item.label)}</a>`;
}

function detailsTable(details: Array<[string, string]>): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:8px 16px 8px 0;font-size:14px;line-height:20px;color:${GREY};font-weight:400;border-bottom:1px solid #dddddd">${escapeHtml(label)}</th><td style="padding:8px 0;font-size:16px;line-height:24px;font-weight:700;border-bottom:1px solid #dddddd">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table style="border-collapse:collapse;width:100%;margin:0 0 24px">${rows}</table>`;
}

export function renderHtml(content: MailContent): string {
  const body = [
    `<h1 style="margin:0 0 24px;font-size:28px;line-height:36px;color:${TEXT}">${escapeHtml(content.heading)}</h1>`,
    paragraph(content.greeting),
    ...content.paragraphs.map((text) => paragraph(text)),
    content.details ? detailsTable(content.details) : "",
    content.action
      ? `<p style="margin:0 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${BLUE};color:#ffffff;font-size:16px;line-height:24px;font-weight:700;text-decoration:none;padding:12px 24px">${escapeHtml(content.action.label)}</a></p>`
      : "",
    content.image
      ? `<p style="margin:0 0 24px"><img src="cid:${escapeHtml(content.image.cid)}" width="${content.image.size}" height="${content.image.size}" alt="${escapeHtml(content.image.alt)}" style="display:block;border:0"></p>`
      : "",
    ...(content.after ?? []).map((text) => paragraph(text)),
    ...(content.links ?? []).map(
      (item) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px">${link(item)}</p>`,
    ),
    paragraph(t.signature, "margin-top:24px"),
  ].join("\n");
  const footer = [
    ...content.footer.map((text) => `<p style="margin:0 0 8px">${escapeHtml(text)}</p>`),
    ...(content.footerLinks ?? []).map(
      (item) => `<p style="margin:0 0 8px">${link(item, `color:${GREY}`)}</p>`,
    ),
  ].join("\n");
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f6f6f6;font-family:${FONT};color:${TEXT}">
<div role="article" aria-roledescription="e-mail" aria-label="${escapeHtml(content.subject)}" lang="fr">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f6f6">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff">
<tr><td style="padding:24px 24px 16px;border-bottom:4px solid ${BLUE}">
<p style="margin:0;font-size:14px;line-height:18px;font-weight:700;text-transform:uppercase">${escapeHtml(t.republic)}</p>
<p style="margin:8px 0 0;font-size:20px;line-height:28px;font-weight:700">${escapeHtml(t.serviceName)}</p>
<p style="margin:0;font-size:14px;line-height:20px;color:${GREY}">${escapeHtml(t.ministry)}</p>
</td></tr>
<tr><td style="padding:32px 24px 16px">
${body}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #dddddd;font-size:12px;line-height:18px;color:${GREY}">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</div>
</body>
</html>
`;
}

export function renderText(content: MailContent): string {
  const blocks: string[] = [
    `${t.serviceName} — ${t.ministry}`,
    content.heading.toUpperCase(),
    content.greeting,
  ];
  blocks.push(...content.paragraphs);
  if (content.details)
    blocks.push(content.details.map(([label, value]) => `${label}\u00a0: ${value}`).join("\n"));
  if (content.action) blocks.push(`${content.action.label}\u00a0:\n${content.action.url}`);
  if (content.image) blocks.push(content.image.alt);
  blocks.push(...(content.after ?? []));
  for (const item of content.links ?? []) blocks.push(`${item.label}\u00a0:\n${item.url}`);
  blocks.push(t.signature);
  const footer = [
    ...content.footer,
    ...(content.footerLinks ?? []).map((item) => `${item.label}\u00a0: ${item.url}`),
  ];
  blocks.push(`--\n${footer.join("\n")}`);
  // Plain text keeps the no-break spaces: they are what French typography asks for there too.
  return `${blocks.join("\n\n")}\n`;
}
