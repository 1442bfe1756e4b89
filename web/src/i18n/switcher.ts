// The language links (built into every page by web/src/build/lang-build.ts) go
// to the same address with ?lang=: the Worker remembers the choice in a cookie.
// This keeps the rest of the address with it, the fragment above all (an
// invite's code lives there), which a plain "?lang=nb" link would drop.
addEventListener("click", (e) => {
  const a = (e.target as Element).closest?.<HTMLAnchorElement>(".langs a");
  if (!a) return;
  const url = new URL(location.href);
  url.searchParams.set("lang", a.hreflang);
  a.href = url.href;
});
