import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every response, built once at start (decision 0004): a CSP
 * without inline scripts, no framing by other sites, no MIME sniffing, no camera, microphone
 * or location, HSTS on https. Answers given before routing (framework-errors.ts) send them too.
 */
export function securityHeaders(publicUrl: string, fileOrigins: readonly string[] = []): Record<string, string> {
  const https = publicUrl.startsWith('https:');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    // Toast and dialog libraries insert <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // Uploaded files in S3 arrive from the bucket's origin by signed redirects (decision 0020).
    ["media-src 'self' blob: https:", ...fileOrigins].join(' '),
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    ["connect-src 'self'", ...fileOrigins].join(' '),
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Features the site never uses; those the embedded players ask for (autoplay, fullscreen,
    // encrypted-media, picture-in-picture) keep their defaults.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()',
    // Embedded players (YouTube) refuse to play without the page's origin as referrer.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function addSecurityHeaders(app: FastifyInstance, publicUrl: string, fileOrigins: readonly string[] = []): void {
  const headers = securityHeaders(publicUrl, fileOrigins);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
