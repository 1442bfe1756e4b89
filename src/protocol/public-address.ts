// Where the service may send requests on a user's behalf (webhooks, Web Push
// endpoints): https on the default port, to a public host. The check runs on
// the URL as the WHATWG parser normalised it, so every spelling of an address
// (0x7f000001, 2130706433, 127.1, 0177.0.0.1, [::ffff:127.0.0.1], [::1]) has
// already become one canonical form (dotted IPv4 or compressed IPv6) here.
// IP literals are classified by ipaddr.js (IANA's special-purpose registries)
// rather than by hand: only its "unicast" range passes, and every IPv6 range
// that carries an IPv4 address inside is refused outright, whatever that IPv4
// is, since a gateway on the way may turn it into a connection to that IPv4.
// Names are not resolved: the Workers runtime itself refuses to connect to
// private addresses, so a public name pointing inward is stopped there.
// Pure (no I/O): shared by the webhook route (src/http) and push (src/push).
import ipaddr from "ipaddr.js";

export type AddressCheck = { ok: true; url: string } | { ok: false; message: string };

export interface AddressRules {
  /** Development servers only (src/testing): plain http to 127.0.0.1 (local test receivers). */
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
  if (typeof raw !== "string" || raw.length === 0 || raw.length > max)
    return no(`\`${field}\` must be a URL of at most ${max} characters.`);
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
    const inner = host.slice(1, -1);
    // A zone id (fe80::1%eth0) only means something on one machine.
    if (!host.endsWith("]") || inner.includes("%") || !ipaddr.IPv6.isValid(inner))
      return "the IPv6 address is malformed";
    return ipv6Refusal(ipaddr.IPv6.parse(inner), host);
  }
  // After the URL parser only the dotted form remains; ipaddr.js also reads
  // the older spellings, so an unnormalised caller cannot slip one past.
  if (ipaddr.IPv4.isValid(host)) return ipv4Refusal(ipaddr.IPv4.parse(host), host);
  if (BLOCKED_NAMES.has(host) || BLOCKED_SUFFIXES.some((s) => host.endsWith(s))) return `${host} is a local name`;
  // A name with no dot (an intranet host) never names a public service.
  if (!host.includes(".")) return `${host} is not a public domain name`;
  return null;
}

/** ipaddr.js's IPv4 range names, as a person reads them. */
const V4_WORDS: Record<string, string> = {
  unspecified: "an unspecified",
  broadcast: "the broadcast",
  multicast: "a multicast",
  linkLocal: "a link-local",
  loopback: "a loopback",
  carrierGradeNat: "a shared (CGNAT)",
  private: "a private",
  reserved: "a reserved or documentation",
};

function ipv4Refusal(ip: ipaddr.IPv4, shown: string): string | null {
  const range = ip.range();
  if (range === "unicast") return null;
  return `${shown} is ${V4_WORDS[range] ?? "a special-purpose"} address`;
}

/**
 * IPv6 ranges that carry an IPv4 address. ipaddr.js already names all but
 * IPv4-compatible ::/96 (deprecated, but some stacks still route it as IPv4).
 */
const EMBEDS_V4: Record<string, string> = {
  ipv4Mapped: "IPv4-mapped",
  rfc6145: "IPv4-translated",
  rfc6052: "NAT64",
  "6to4": "6to4",
  teredo: "Teredo",
};
const V4_COMPATIBLE = ipaddr.IPv6.parseCIDR("::/96");

const V6_WORDS: Record<string, string> = {
  unspecified: "the unspecified",
  loopback: "the loopback",
  multicast: "a multicast",
  linkLocal: "a link-local",
  uniqueLocal: "a unique-local (private)",
  deprecatedSiteLocal: "a site-local",
  discard: "a discard-only",
  reserved: "a reserved or documentation",
  benchmarking: "a benchmarking",
};

function ipv6Refusal(ip: ipaddr.IPv6, shown: string): string | null {
  const range = ip.range();
  const embedding = EMBEDS_V4[range];
  if (embedding) return `${shown} is in the ${embedding} range, which carries an IPv4 address`;
  if (range === "unicast" && ip.match(V4_COMPATIBLE))
    return `${shown} is in the IPv4-compatible range, which carries an IPv4 address`;
  if (range === "unicast") return null;
  return `${shown} is ${V6_WORDS[range] ?? "a special-purpose"} IPv6 address`;
}
