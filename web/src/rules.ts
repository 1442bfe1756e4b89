// /rules/:game: the page holds every game's rules; show the one asked for.
const m = /^\/rules\/([^/]+)\/?$/.exec(location.pathname);
const wanted = m ? decodeURIComponent(m[1]!) : null;
const sections = document.querySelectorAll<HTMLElement>("section.rules");
if (wanted && document.getElementById(`rules-${wanted}`)) {
  for (const s of sections) s.hidden = s.dataset.game !== wanted;
  const h1 = document.querySelector(`#rules-${CSS.escape(wanted)} h1`);
  if (h1) document.title = `${h1.textContent} · Tablelink`;
  for (const a of document.querySelectorAll<HTMLAnchorElement>("nav.games a"))
    if (a.getAttribute("href") === `/rules/${wanted}`) a.setAttribute("aria-current", "page");
}
