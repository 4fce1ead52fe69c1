/**
 * CSP for the product's HTML page. Scripts, styles and manifests may come from this origin
 * and from wherever /remotes.json currently points (a remote swapped to a CDN must still
 * load); styled-components injects <style> tags, hence 'unsafe-inline' for styles only.
 */
export function pageContentSecurityPolicy(remoteManifestUrls: Iterable<string>): string {
  const origins = new Set<string>();
  const sockets = new Set<string>();
  for (const url of remoteManifestUrls) {
    try {
      const { origin, protocol, hostname, host } = new URL(url);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
      // A remote served over plain http from loopback is a developer's dev server previewed in
      // their own browser (`npm run remotes -- preview <remote> http://127.0.0.1:…`): its hot
      // updates arrive over a WebSocket to the same host.
      if (protocol === 'http:' && isLoopback(hostname)) sockets.add(`ws://${host}`);
    } catch {
      // A relative URL (/remotes/...) is this origin: 'self' covers it.
    }
  }
  const remotes = [...origins].join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self' 'unsafe-inline' https://fonts.googleapis.com")}`,
    `img-src ${withRemotes("'self' data: blob:")}`,
    "font-src 'self' https://fonts.gstatic.com data:",
    `connect-src ${withRemotes(["'self'", ...sockets].join(' '))}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}
