// How long until a deadline, in a few characters: the countdown and Your tables.
// Units through Intl in the page's language ("2d 4h" in English, "2d 4t" in Bokmål).
import { LANG } from "../i18n/format";

const unit = (u: string, digits = 1) =>
  new Intl.NumberFormat(LANG, { style: "unit", unit: u, unitDisplay: "narrow", minimumIntegerDigits: digits }).format;

/** "2d 4h", "3h 05m", "4:09", "0:00". */
export function remaining(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400),
    hr = Math.floor((s % 86400) / 3600),
    m = Math.floor((s % 3600) / 60),
    sec = s % 60;
  if (d > 0) return `${unit("day")(d)} ${unit("hour")(hr)}`;
  if (hr > 0) return `${unit("hour")(hr)} ${unit("minute", 2)(m)}`;
  return `${m}:${String(sec).padStart(2, "0")}`;
}
