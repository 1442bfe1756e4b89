// Choices kept on this device, each a checkbox in the page's foot (input[data-pref=…]):
// the four-colour deck (drawn by CSS from the box itself: web/css/parts/cards.css) and
// whether others' chat lines are read aloud. A box starts as this device last left it.
export function wirePrefs(): void {
  for (const box of document.querySelectorAll<HTMLInputElement>("[data-pref]")) {
    const key = `tablelink:${box.dataset.pref}`;
    try {
      box.checked = (localStorage[key] ?? `${+box.checked}`) === "1";
      box.onchange = () => (localStorage[key] = +box.checked);
    } catch {
      // Storage closed (a sandboxed frame): the box works for this visit.
    }
  }
}
