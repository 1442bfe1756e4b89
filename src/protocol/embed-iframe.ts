// The copy-paste embed: an iframe of /embed/:id, sized by ./embed-size, plus our
// small optional script that fits the frame to its content. One definition for the oEmbed answer and
// the play page's snippet panel (it is pure, so web/ imports it too).

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const attr = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]!);

export function embedUrl(origin: string, id: string): string {
  return `${origin}/embed/${encodeURIComponent(id)}`;
}

export function embedHtml(origin: string, id: string, title: string, size: { width: number; height: number }): string {
  return (
    `<iframe src="${attr(embedUrl(origin, id))}" width="${size.width}" height="${size.height}" title="${attr(title)}"` +
    ` style="border:0;max-width:100%" loading="lazy" data-tablelink="${attr(id)}"></iframe>` +
    `<script async src="${attr(origin)}/assets/embed-snippet.js"></script>`
  );
}
