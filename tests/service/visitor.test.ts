/** What the service keeps of a user agent (device class and browser family) and which ones it does not count. */
import { browserOf, deviceOf, isAutomated, visitorHash } from '../../service/analytics/visitor'

const AGENTS = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 OPR/124.0.0.0',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.0.0 Mobile/15E148 Safari/604.1',
}

test('device classes: phones are mobile, tablets tablet, the rest desktop; the browser’s mobile hint counts', () => {
  expect(deviceOf(AGENTS.chromeWindows)).toBe('desktop')
  expect(deviceOf(AGENTS.chromeAndroid)).toBe('mobile')
  expect(deviceOf(AGENTS.androidTablet)).toBe('tablet')
  expect(deviceOf(AGENTS.iphone)).toBe('mobile')
  expect(deviceOf(AGENTS.ipad)).toBe('tablet')
  expect(deviceOf(AGENTS.safariMac)).toBe('desktop')
  expect(deviceOf(AGENTS.chromeWindows, '?1')).toBe('mobile')
  expect(deviceOf(AGENTS.chromeWindows, '?0')).toBe('desktop')
})

test('browser families, the ones built on Chrome told apart from it', () => {
  expect(Object.fromEntries(Object.entries(AGENTS).map(([name, agent]) => [name, browserOf(agent)]))).toEqual({
    chromeWindows: 'Chrome',
    chromeAndroid: 'Chrome',
    androidTablet: 'Chrome',
    iphone: 'Safari',
    ipad: 'Safari',
    safariMac: 'Safari',
    firefox: 'Firefox',
    edge: 'Edge',
    samsung: 'Samsung Internet',
    opera: 'Opera',
    chromeIos: 'Chrome',
  })
  expect(browserOf('SomethingNew/1.0')).toBe('Other')
})

test('robots, headless browsers and HTTP tools are not visitors; browsers are', () => {
  for (const agent of Object.values(AGENTS)) expect(isAutomated(agent), agent).toBe(false)
  for (const agent of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'DuckDuckBot-Https/1.1; (+https://duckduckgo.com/duckduckbot)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'Go-http-client/2.0',
    'node-fetch/1.0',
    'Mozilla/5.0',
    '',
  ]) {
    expect(isAutomated(agent), agent).toBe(true)
  }
})

test('a visitor number depends on every part: salt, site, address and user agent', () => {
  const base = visitorHash('salt', 'https://www.agency.in', '192.0.2.1', AGENTS.firefox)
  expect(base).toMatch(/^-?\d{1,19}$/)
  expect(visitorHash('salt', 'https://www.agency.in', '192.0.2.1', AGENTS.firefox)).toBe(base)
  for (const other of [
    visitorHash('other salt', 'https://www.agency.in', '192.0.2.1', AGENTS.firefox),
    visitorHash('salt', 'https://preview.agency.in', '192.0.2.1', AGENTS.firefox),
    visitorHash('salt', 'https://www.agency.in', '192.0.2.2', AGENTS.firefox),
    visitorHash('salt', 'https://www.agency.in', '192.0.2.1', AGENTS.edge),
  ]) {
    expect(other).not.toBe(base)
  }
})
