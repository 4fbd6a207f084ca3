import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Where `npm run build` puts the page: dist/dashboard/index.html, beside dist/src. The build
 * inlines the script and styles, so the whole page is one response on one exact route.
 */
export const BUILT_PAGE = fileURLToPath(new URL('../../dashboard/index.html', import.meta.url));

/** The built page, read once and kept in memory, plain and gzipped. */
export class DashboardPage {
  private constructor(private readonly page: { body: Uint8Array; gzipped: Uint8Array } | null) {}

  static async load(file = BUILT_PAGE): Promise<DashboardPage> {
    try {
      const body = await readFile(file);
      return new DashboardPage({ body, gzipped: gzipSync(body) });
    } catch (error) {
      // ENOENT: only `tsc` ran; the page answers with how to build it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new DashboardPage(null);
      throw error;
    }
  }

  serve(request: Request): Response {
    if (this.page === null) {
      const text = 'The dashboard page is not built. Run "npm run build" in the vibe-chain folder, then reload.\n';
      return new Response(text, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    }
    const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      vary: 'accept-encoding',
    };
    if (gzip) headers['content-encoding'] = 'gzip';
    const body = gzip ? this.page.gzipped : this.page.body;
    return new Response(request.method === 'HEAD' ? null : body, { headers });
  }
}
