// /assets/home-first.js: the one classic script of the home page, run in <head>
// before anything is drawn (no imports, so the build leaves it a plain script).
// A returning player's tables (and clubs) come first on the page, above "Start a table"
// (web/src/tables.ts fills them in); their room is kept from the first frame, as
// tall as the list was last time at this width, so the form below never jumps.
try {
  let held = 0;
  for (let i = 0; i < localStorage.length; i++) if (/^tablelink:(seat|club):/.test(localStorage.key(i) ?? "")) held++;
  const carrying = /(?:^#|&)carry=/.test(location.hash);
  if (held > 0 || carrying) {
    const root = document.documentElement;
    root.classList.add("returning");
    const last = JSON.parse(localStorage.getItem("tablelink:tables-box") ?? "null") as {
      width?: number;
      held?: number;
      height?: number;
    } | null;
    const same = last?.width === innerWidth && last.held === held && typeof last.height === "number";
    // Unknown: a guess of the heading and a row per table, and the question about carried tables.
    // (Measured: a row is about 140 px on a phone, where it wraps, and 64 px wider up.)
    const row = innerWidth < 640 ? 140 : 64;
    const guess = (held > 0 ? 170 + held * row : 0) + (carrying ? 200 : 0);
    root.style.setProperty("--tables-h", `${same && !carrying ? last.height : guess}px`);
  }
} catch {
  // No storage (private mode): no tables to show.
}
