// Tells the embedding page how tall the content is, so its frame can fit it
// (/assets/embed-snippet.js listens). Sent on every size change, never twice the
// same; the message holds nothing but the public table id and a number.
export function reportHeight(id: string): void {
  if (window.parent === window) return;
  let sent = -1;
  const send = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === sent) return;
    sent = height;
    window.parent.postMessage({ type: "tablelink:height", id, height }, "*");
  };
  new ResizeObserver(send).observe(document.body);
  send();
}
