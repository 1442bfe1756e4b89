// Where a push may be sent (api.md, "Limits and headers"): https on the default
// port to a public host. IP literals in loopback, private, link-local, shared
// (CGNAT), multicast, unspecified or reserved ranges are refused, in every form
// the URL parser accepts (it turns "2130706433", "0x7f.1" and "127.1" into
// dotted IPv4 and compresses IPv6, so the checks see one spelling), and so are
// IPv4-mapped, IPv4-compatible and NAT64 IPv6 forms of such addresses. Only where
// test fixtures are allowed, plain http to 127.0.0.1 is accepted too.

const BLOCKED_NAMES = [/^localhost$/, /\.localhost$/, /\.local$/, /\.internal$/];

/** [first address as a 32-bit number, prefix length] of IPv4 ranges that are not public. */
const BLOCKED_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // shared (CGNAT)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

function v4Number(dotted: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(dotted);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

function v4Blocked(n: number): boolean {
  return BLOCKED_V4.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return ((n & mask) >>> 0) === ((v4Number(base)! & mask) >>> 0);
  });
}

/**
 * The eight 16-bit groups of an IPv6 literal (without brackets), or null. The URL
 * parser has already written it in hex groups (a dotted IPv4 tail becomes two
 * groups), so only that spelling is read.
 */
function v6Groups(text: string): number[] | null {
  const [head, rest, extra] = text.split("::");
  if (extra !== undefined) return null;
  const parse = (p: string | undefined) => (!p ? [] : p.split(":").map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
  const a = parse(head);
  const b = parse(rest);
  const known = a.length + b.length;
  if ((rest === undefined && known !== 8) || known > 8) return null;
  const groups = [...a, ...new Array<number>(8 - known).fill(0), ...b];
  return groups.some((g) => Number.isNaN(g)) ? null : groups;
}

function v6Blocked(g: number[]): boolean {
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  const v4 = ((g[6]! << 16) | g[7]!) >>> 0;
  if (zeros(8)) return true; // ::
  if (zeros(7) && g[7] === 1) return true; // ::1
  if (zeros(5) && g[5] === 0xffff) return v4Blocked(v4); // ::ffff:a.b.c.d (mapped)
  if (zeros(6)) return v4Blocked(v4); // ::a.b.c.d (compatible)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4Blocked(v4); // NAT64
  if ((g[0]! & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g[0]! & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g[0]! & 0xffc0) === 0xfec0) return true; // old site-local
  if ((g[0]! & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  return false;
}

/** Why this host may not be sent to, or null when it may. */
export function hostProblem(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "") return "has no host";
  if (BLOCKED_NAMES.some((re) => re.test(host))) return `points at a local name (${host})`;
  if (host.startsWith("[")) {
    const groups = v6Groups(host.slice(1, -1));
    if (!groups || v6Blocked(groups)) return "points at a private, local or reserved IPv6 address";
    return null;
  }
  const n = v4Number(host);
  if (n !== null && v4Blocked(n)) return "points at a private, local or reserved IPv4 address";
  return null;
}

/** The endpoint as a URL, or the reason it is refused. */
export function checkEndpoint(raw: unknown, fixturesAllowed: boolean): { ok: true; url: string } | { ok: false; message: string } {
  const no = (why: string) => ({ ok: false as const, message: `The push endpoint ${why}.` });
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return no("must be a URL of at most 2048 characters");
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return no("is not a valid URL");
  }
  if (u.username || u.password) return no("must not carry a user name or password");
  if (fixturesAllowed && u.protocol === "http:" && u.hostname === "127.0.0.1") return { ok: true, url: u.href };
  if (u.protocol !== "https:") return no("must start with https://");
  if (u.port !== "") return no("must use the default https port");
  const problem = hostProblem(u.hostname);
  return problem ? no(problem) : { ok: true, url: u.href };
}
