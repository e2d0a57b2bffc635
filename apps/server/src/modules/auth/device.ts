/**
 * A browser and a system named from a User-Agent, for the member's session list: enough to tell
 * "Firefox on Windows" from "Safari on iOS", no more. Order matters: Edge and Opera also say
 * Chrome, Chrome also says Safari, Android also says Linux, iOS also says Mac OS X.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface Device {
  browser: string | null;
  os: string | null;
}

const firstMatch = (text: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) };
}
