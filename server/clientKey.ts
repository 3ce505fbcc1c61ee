import { isIPv4, isIPv6 } from 'node:net'

/**
 * What the per-client limits (submissions, open connections) count as one client: an IPv4 address, or the /64
 * network of an IPv6 address. A subscriber (a home, a phone, a rented server) is given a whole /64 and may send
 * from any of its 2^64 addresses, so counting IPv6 addresses one by one let a single client send 200 of 200
 * leads. An IPv4-mapped IPv6 address (::ffff:1.2.3.4, how a dual-stack socket shows an IPv4 client) is that IPv4
 * address. Anything that is not an address is counted as it is.
 */
export function clientKey(address: string): string {
  const bare = address.trim().replace(/%.*$/, '')
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return address
  const groups = ipv6Groups(bare)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The /56 network of an IPv6 address (how many home ISPs delegate to one subscriber: 256 /64s), or undefined for
 * an IPv4 (or IPv4-mapped) address or anything else. The rate limit counts it beside the /64: one /56 sent 2,560
 * leads a window when only /64s were counted.
 */
export function ipv6Network56(address: string): string | undefined {
  const key = clientKey(address)
  if (!key.endsWith('::/64')) return undefined
  const groups = ipv6Groups(key.slice(0, -'::/64'.length) + '::')
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}:${(groups[3] & 0xff00).toString(16)}::/56`
}

/** The eight 16-bit groups of a valid IPv6 address: '::' expanded, a dotted IPv4 ending read as two groups. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number)
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const front = groups(head)
  const back = groups(tail)
  const zeros = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0)
  return [...front, ...zeros, ...back]
}
