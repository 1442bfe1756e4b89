// The rules pages fold their sections away; a link to a heading inside one
// (#busting) opens it, and "Open all" helps whoever wants to search the page.
import * as m from "./i18n/messages";
import "./i18n/switcher";
import { offerPractice } from "./practice/rules-offer";
import { offerOffline } from "./lib/service-worker";

function openFor(hash: string): void {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  const details = target?.closest("details");
  if (details) {
    details.open = true;
    target!.scrollIntoView();
  }
}
// "Try it here": the game's practice table, and its embed for a blog post.
offerPractice();
offerOffline();
openFor(location.hash);
addEventListener("hashchange", () => openFor(location.hash));

const all = [...document.querySelectorAll<HTMLDetailsElement>("details.rule")];
const how = document.querySelector(".how");
if (how && all.length > 0) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "show-all";
  const label = () => (all.every((d) => d.open) ? m.rulesFoldAll : m.rulesOpenAll);
  button.textContent = label();
  button.addEventListener("click", () => {
    const open = !all.every((d) => d.open);
    for (const d of all) d.open = open;
    button.textContent = label();
  });
  for (const d of all) d.addEventListener("toggle", () => (button.textContent = label()));
  how.after(button);
}
