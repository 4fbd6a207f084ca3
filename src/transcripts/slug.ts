/**
 * Claude Code keeps a cwd's transcripts in `<config>/projects/<slug>`, the slug being the absolute
 * path with every UTF-16 unit outside `[a-zA-Z0-9]` replaced by `-` (it is a JavaScript replace
 * without the `u` flag, so an astral character becomes two dashes). Past 200 characters the name is
 * cut and a hash suffix added; we do not know that hash, so such folders are matched by prefix.
 */
export const SLUG_MAX = 200;

export function projectSlug(absolutePath: string): string {
  return absolutePath.replace(/[^a-zA-Z0-9]/g, '-');
}

/** Whether a folder name under `projects/` belongs to the given slug. */
export function slugMatches(folderName: string, slug: string): boolean {
  if (slug.length <= SLUG_MAX) return folderName === slug;
  return folderName.length > SLUG_MAX && folderName.startsWith(slug.slice(0, SLUG_MAX));
}

const NONE: readonly string[] = [];

/**
 * Folder names under `projects/` indexed by slug, so finding a path's folders is a lookup instead
 * of a pass over every name: names up to SLUG_MAX characters by themselves, longer (cut) ones by
 * their first SLUG_MAX characters.
 */
export class SlugIndex {
  private readonly whole = new Set<string>();
  private readonly cut = new Map<string, string[]>();

  constructor(names: Iterable<string>) {
    for (const name of names) {
      if (name.length <= SLUG_MAX) {
        this.whole.add(name);
        continue;
      }
      const prefix = name.slice(0, SLUG_MAX);
      const same = this.cut.get(prefix);
      if (same) same.push(name);
      else this.cut.set(prefix, [name]);
    }
  }

  /** The names that belong to `slug`, in the order they were given. */
  foldersOf(slug: string): readonly string[] {
    if (slug.length <= SLUG_MAX) return this.whole.has(slug) ? [slug] : NONE;
    return this.cut.get(slug.slice(0, SLUG_MAX))?.filter((name) => slugMatches(name, slug)) ?? NONE;
  }
}
