// Where the service may send requests on a user's behalf (webhooks, Web Push
// endpoints): https on the default port, to a public host. The check runs on
// the URL as the WHATWG parser normalised it, so every spelling of an address
// (0x7f000001, 2130706433, 127.1, 0177.0.0.1, [::ffff:127.0.0.1], [::1]) has
// already become one canonical form (dotted IPv4 or compressed IPv6) here.
// Names are not resolved: the Workers runtime itself refuses to connect to
// private addresses, so a public name pointing inward is stopped there.
// Pure: shared by the webhook route and the push subscription route.

export type AddressCheck = { ok: true; url: string } | { ok: false; message: string };

export interface AddressRules {
  /** Where ALLOW_FIXTURES is "true": plain http to 127.0.0.1 (local test receivers). */
  allowLoopbackHttp: boolean;
  /** Longest accepted URL, in characters. */
  maxLength?: number;
}

const BLOCKED_NAMES = new Set(["localhost"]);
const BLOCKED_SUFFIXES = [".localhost", ".local", ".internal"];

/** Checks a user-given endpoint URL; on success returns its normalised href. */
export function checkPublicEndpoint(raw: unknown, field: string, rules: AddressRules): AddressCheck {
  const max = rules.maxLength ?? 2048;
  const no = (message: string): AddressCheck => ({ ok: false, message });
  if (typeof raw !== "string" || raw.length === 0 || raw.length > max) return no(`\`${field}\` must be a URL of at most ${max} characters.`);
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return no(`\`${field}\` is not a valid URL.`);
  }
  if (u.username || u.password) return no(`\`${field}\` must not carry a user name or password.`);
  if (rules.allowLoopbackHttp && u.protocol === "http:" && u.hostname === "127.0.0.1") return { ok: true, url: u.href };
  if (u.protocol !== "https:") return no(`\`${field}\` must start with https://.`);
  // The parser drops ":443" itself, so any port left is not the default one.
  if (u.port !== "") return no(`\`${field}\` must use the default https port (no :port).`);
  const why = nonPublicHost(u.hostname);
  if (why) return no(`\`${field}\` must point at a public host: ${why}.`);
  return { ok: true, url: u.href };
}

/** Why a parsed URL's hostname is not a public host, or null when it is. */
export function nonPublicHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "") return "the host is empty";
  if (host.startsWith("[")) {
    const bytes = parseIpv6(host.slice(1, -1));
    if (!bytes) return "the IPv6 address is malformed";
    return ipv6Reserved(bytes);
  }
  const v4 = parseDottedIpv4(host);
  if (v4) return ipv4Reserved(v4);
  if (BLOCKED_NAMES.has(host) || BLOCKED_SUFFIXES.some((s) => host.endsWith(s))) return `${host} is a local name`;
  // A name with no dot (an intranet host) never names a public service.
  if (!host.includes(".")) return `${host} is not a public domain name`;
  return null;
}

function parseDottedIpv4(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/** IANA special-purpose IPv4 blocks that are not globally reachable. */
const V4_BLOCKS: [number[], number, string][] = [
  [[0, 0, 0, 0], 8, "unspecified"],
  [[10, 0, 0, 0], 8, "private"],
  [[100, 64, 0, 0], 10, "shared (CGNAT)"],
  [[127, 0, 0, 0], 8, "loopback"],
  [[169, 254, 0, 0], 16, "link-local"],
  [[172, 16, 0, 0], 12, "private"],
  [[192, 0, 0, 0], 24, "reserved"],
  [[192, 0, 2, 0], 24, "documentation"],
  [[192, 88, 99, 0], 24, "reserved"],
  [[192, 168, 0, 0], 16, "private"],
  [[198, 18, 0, 0], 15, "benchmarking"],
  [[198, 51, 100, 0], 24, "documentation"],
  [[203, 0, 113, 0], 24, "documentation"],
  [[224, 0, 0, 0], 4, "multicast"],
  [[240, 0, 0, 0], 4, "reserved"],
];

function ipv4Reserved(a: number[]): string | null {
  const value = ((a[0]! << 24) | (a[1]! << 16) | (a[2]! << 8) | a[3]!) >>> 0;
  for (const [base, bits, kind] of V4_BLOCKS) {
    const b = ((base[0]! << 24) | (base[1]! << 16) | (base[2]! << 8) | base[3]!) >>> 0;
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((value & mask) >>> 0 === (b & mask) >>> 0) return `${a.join(".")} is a ${kind} address`;
  }
  return null;
}

/** 16 bytes from an IPv6 literal (with an optional dotted IPv4 tail), or null. */
export function parseIpv6(text: string): number[] | null {
  if (text.includes("%")) return null;
  let head = text;
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).includes(".")) {
    // A dotted IPv4 tail stands for the last two 16-bit groups.
    const v4 = parseDottedIpv4(text.slice(lastColon + 1));
    if (!v4) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    head = text.slice(0, lastColon + 1) + hex(v4[0]!, v4[1]!) + ":" + hex(v4[2]!, v4[3]!);
  }
  const halves = head.split("::");
  if (halves.length > 2) return null;
  const words = (s: string) => (s === "" ? [] : s.split(":"));
  const left = words(halves[0]!);
  const right = halves.length === 2 ? words(halves[1]!) : [];
  if (![...left, ...right].every((w) => /^[0-9a-f]{1,4}$/i.test(w))) return null;
  const fixed = left.length + right.length;
  if (halves.length === 1 && fixed !== 8) return null;
  if (halves.length === 2 && fixed > 7) return null;
  const groups = [...left.map((w) => parseInt(w, 16)), ...Array(8 - fixed).fill(0), ...right.map((w) => parseInt(w, 16))];
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

function ipv6Reserved(b: number[]): string | null {
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4At = (i: number) => b.slice(i, i + 4);
  if (zero(0, 16)) return "[::] is the unspecified address";
  if (zero(0, 15) && b[15] === 1) return "[::1] is the loopback address";
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64): judge the IPv4 inside.
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return ipv4Reserved(v4At(12));
  if (zero(0, 12)) return ipv4Reserved(v4At(12));
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) return ipv4Reserved(v4At(12));
  // 6to4 (2002:a.b.c.d::/48) carries an IPv4 address too.
  if (b[0] === 0x20 && b[1] === 0x02) return ipv4Reserved(v4At(2));
  if ((b[0]! & 0xfe) === 0xfc) return "a unique-local (private) IPv6 address";
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return "a link-local IPv6 address";
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return "a site-local IPv6 address";
  if (b[0] === 0xff) return "a multicast IPv6 address";
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return "a documentation IPv6 address";
  if (b[0] === 0x01 && zero(1, 8)) return "a discard-only IPv6 address";
  return null;
}
