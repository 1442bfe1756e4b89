// The styles of what a table in play rarely shows (the waiting room and its invite,
// the bot controls, the How to play sheet's drawn example): /assets/extras.css,
// added once, when one of them is first drawn. Resolves when it applies (or failed:
// the content still shows).
let added: Promise<void> | null = null;

export function extraStyles(): Promise<void> {
  added ??= new Promise<void>((done) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "/assets/extras.css";
    link.onload = link.onerror = () => done();
    document.head.append(link);
  });
  return added;
}
