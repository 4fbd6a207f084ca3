import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * The only file that imports playwright-core. It drives the system's Chromium (Debian's
 * `chromium` package; .ci/run installs it), never a browser downloaded by Playwright:
 * `CHROMIUM_PATH` when set, else `chromium` or `chromium-browser` on PATH.
 */
export function locateChromium(env: NodeJS.ProcessEnv = process.env): { path: string | null; missing: string | null } {
  if (env.CHROMIUM_PATH) {
    return isExecutable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH, missing: null }
      : { path: null, missing: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file` };
  }
  for (const name of ['chromium', 'chromium-browser']) {
    for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
      if (isExecutable(join(dir, name))) return { path: join(dir, name), missing: null };
    }
  }
  return { path: null, missing: "no chromium or chromium-browser on PATH and no CHROMIUM_PATH; install Debian's chromium package (apt-get install chromium)" };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch (error) {
    // ENOENT, ENOTDIR, EACCES: nothing there this process may run.
    if (['ENOENT', 'ENOTDIR', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) return false;
    throw error;
  }
}

/** This machine's browser, for `need(t, BROWSER)` in every test that opens a page. */
export const BROWSER = { name: 'browser', ...locateChromium() };

/** Screenshots for people to look at, kept by CI; the folder is ignored by git. */
export const ARTIFACTS = fileURLToPath(new URL('../../../.artifacts/dashboard/', import.meta.url));

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  if (BROWSER.path === null) throw new Error(`browser not available: ${BROWSER.missing}`);
  const userDataDir = await mkdtemp(join(tmpdir(), 'vibe-chain-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: BROWSER.path,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, as the page reported them. */
  problems: Array<{ text: string; url: string }>;
}

export async function openPage(browser: Browser, url: string, viewport = { width: 1280, height: 800 }): Promise<WatchedPage> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const problems: WatchedPage['problems'] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => problems.push({ text: String(error), url: '' }));
  await page.goto(url);
  return { page, problems };
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
}

/** Code that runs in the page is written as text: this side compiles without the DOM library. */
export function inPage<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/** The page's own clock (ms since the epoch) when `selector` first matches, watched from inside the page. */
export function appearsAt(page: Page, selector: string): Promise<number> {
  return whenInPage(page, `document.querySelector(${JSON.stringify(selector)})`);
}

/** The page's own clock when `condition` (an expression) first holds after any change to the page. */
export function whenInPage(page: Page, condition: string): Promise<number> {
  return inPage<number>(
    page,
    `new Promise((resolve) => {
      const check = () => {
        if (!(${condition})) return;
        observer.disconnect();
        resolve(Date.now());
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      check();
    })`,
  );
}
