import { posix } from 'node:path';
import type { Field } from './fields.js';
import { optionSpec, optionValuesOf, parseOptions } from './getopt.js';
import type { FsView } from './paths.js';

const LN = optionSpec([
  '-s|--symbolic',
  '-f|--force',
  '-n|--no-dereference',
  '-r|--relative',
  '-t|--target-directory=',
  '-T|--no-target-directory',
  '-S|--suffix=',
  '-b|--backup=?',
  '-i|--interactive',
  '-v|--verbose',
  '-L|--logical',
  '-P|--physical',
  '-d|-F|--directory',
]);

/**
 * The links a command makes, laid over the filesystem for the rest of the decision: after
 * `ln -s ~/.aws a`, `cat a/credentials` reads `~/.aws/credentials` though the link does not exist
 * yet when Heimdall decides. Hard links (`ln FILE NAME`) are recorded the same way: the name is
 * the same file.
 */
export class LinkOverlay implements FsView {
  private readonly links = new Map<string, { target: string; maker: object }>();
  private readonly cache = new Map<string, string>();
  /** Invocations already judged: their links exist for the ones judged after them. */
  private readonly judged = new Set<object>();
  /** While commands are being walked every link recorded so far counts (they come before); while judging, only those of judged invocations. */
  walking = true;

  constructor(private readonly disk: FsView) {}

  /** `invocation` has been judged: the links it makes exist from now on. */
  markJudged(invocation: object): void {
    this.judged.add(invocation);
  }

  realpath(path: string): string {
    // One decision asks for the same paths many times (the working directory, each rule's operands).
    const key = this.links.size === 0 ? path : `${this.walking ? 'w' : this.judged.size}\0${path}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const real = this.resolve(path);
    this.cache.set(key, real);
    return real;
  }

  private resolve(path: string): string {
    let real = this.disk.realpath(path);
    for (let hops = 0; hops < 8 && this.links.size > 0; hops++) {
      const link = [...this.links.keys()].find((l) => (real === l || real.startsWith(`${l}/`)) && this.visible(l));
      if (link === undefined) break;
      real = this.disk.realpath(`${this.links.get(link)!.target}${real.slice(link.length)}`);
    }
    return real;
  }

  private visible(link: string): boolean {
    return this.walking || this.judged.has(this.links.get(link)!.maker);
  }

  readText(path: string): string | null {
    return this.disk.readText(this.realpath(path));
  }

  currentBranch(dir: string): string | null {
    return this.disk.currentBranch(dir);
  }

  /** Records the links an `ln` invocation run in `cwd` makes. */
  recordLn(args: Field[], cwd: string | null, maker: object): void {
    if (cwd === null) return;
    const parsed = parseOptions(args, LN);
    const symbolic = parsed.options.some((o) => o.name === '-s');
    const dir = optionValuesOf(parsed, '-t')[0];
    const operands = parsed.operands;
    if (operands.length === 0 || operands.some((o) => o.text === null) || (dir && dir.text === null)) return;
    const texts = operands.map((o) => o.text!);
    const sources = dir || texts.length === 1 ? texts : texts.slice(0, -1);
    const destination = dir?.text ?? (texts.length === 1 ? '.' : texts[texts.length - 1]!);
    const destPath = this.realpath(posix.isAbsolute(destination) ? destination : `${cwd}/${destination}`);
    // An existing folder as the destination takes the link inside it; its name then keeps the source's, which the rules read as such.
    const intoDir = dir !== undefined || sources.length > 1 || texts.length === 1 || destination.endsWith('/');
    for (const source of sources) {
      const name = intoDir ? `${destPath}/${posix.basename(source)}` : destPath;
      // A symlink's target is relative to the link's folder; a hard link's source to the command's directory.
      const base = symbolic ? posix.dirname(name) : cwd;
      this.links.set(name, { target: posix.isAbsolute(source) ? source : `${base}/${source}`, maker });
      this.cache.clear();
    }
  }
}
