import { describe, expect, it } from 'vitest'
import { clientKey, ipv6Network56 } from '../../server/clientKey'

describe('what the per-client limits count as one client', () => {
  it('an IPv4 address is itself', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
  })

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
  ])('an IPv6 address counts as its /64: %s', (address, key) => {
    expect(clientKey(address)).toBe(key)
  })

  it.each(['::ffff:203.0.113.7', '::FFFF:203.0.113.7', '::ffff:cb00:7107', '0:0:0:0:0:ffff:cb00:7107'])(
    'an IPv4-mapped IPv6 address is the IPv4 address: %s',
    (address) => {
      expect(clientKey(address)).toBe('203.0.113.7')
    },
  )

  it('anything else is counted as it is', () => {
    expect(clientKey('not an address')).toBe('not an address')
    expect(clientKey('')).toBe('')
  })
})

describe('the IPv6 /56 the rate limit also counts', () => {
  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:0::/56'],
    ['2001:db8:1:ff::1', '2001:db8:1:0::/56'],
    ['2001:db8:1:1ff::1', '2001:db8:1:100::/56'],
    ['::1', '0:0:0:0::/56'],
  ])('%s is in %s', (address, network) => {
    expect(ipv6Network56(address)).toBe(network)
  })

  it('an IPv4 (or IPv4-mapped) address has none', () => {
    expect(ipv6Network56('203.0.113.7')).toBeUndefined()
    expect(ipv6Network56('::ffff:203.0.113.7')).toBeUndefined()
    expect(ipv6Network56('not an address')).toBeUndefined()
  })
})
