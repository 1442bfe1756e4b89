// Choices kept on this device, each a checkbox in the page's foot (input[data-pref=…]):
// the four-colour deck (drawn by CSS from the box itself: web/css/parts/cards.css) and
// whether others' chat lines are read aloud. A box starts as this device last left it.
const kept = (f: () => void) => {
  try {
    f();
  } catch {
    // Storage closed (a sandboxed frame): the box works for this visit.
  }
};

export function wirePrefs(): void {
  for (const box of document.querySelectorAll<HTMLInputElement>("[data-pref]")) {
    const key = `tablelink:${box.dataset.pref}`;
    kept(() => (box.checked = (localStorage.getItem(key) ?? `${+box.checked}`) === "1"));
    box.onchange = () => kept(() => localStorage.setItem(key, `${+box.checked}`));
  }
}
